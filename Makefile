# Physarum — the two set-up commands are `make run` and `make test` (README.md).
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
export PATH := $(dir $(SWIFT)):$(PATH)
PREFIX ?= /usr/local
ARGS ?=

.PHONY: run test build release deps test-deps install lint clean

run: deps build
	.build/debug/physarum $(ARGS)

test: test-deps
	scripts/test.sh

build:
	swift build

release:
	swift build -c release

deps:
	scripts/install-deps.sh run

test-deps:
	scripts/install-deps.sh test

lint:
	swift format lint --recursive Sources Tests

clean:
	rm -rf .build
