# Physarum — the two set-up commands are `make run` and `make test` (README.md).
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
export PATH := $(dir $(SWIFT)):$(PATH)
PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release
APP_ID := io.github.physarum.Physarum
ARGS ?=

.PHONY: run test build release deps test-deps install uninstall lint clean locale po fuzz

run: deps build
	.build/debug/physarum $(ARGS)

# The translations (po/<lang>.po) compiled into the git-ignored data/locale, where the development
# build finds them; `make po` re-extracts the strings after a tr() was added or changed (README,
# "Translations").
locale:
	scripts/setup/compile-po.sh

po:
	scripts/setup/update-po.sh

# Style is part of the tests: test.sh lints first, runs every stage whatever failed before it,
# and fails at the end if any stage did.
test: test-deps
	scripts/test/test.sh

build: locale
	swift build

release: locale
	swift build -c release

deps:
	scripts/setup/install-deps.sh run

test-deps:
	scripts/setup/install-deps.sh test

# Installs the binary, its data (help texts, built-in presets), the desktop file, AppStream
# metainfo, the icons, the translations and the preset files' MIME type under $(DESTDIR)$(PREFIX).
# The binary finds its data in ../share/physarum and its translations in ../share/locale. Into a live prefix (no DESTDIR) the MIME and desktop caches are
# refreshed too; a DESTDIR staging leaves that to the package (scripts/test/install-test.sh does it).
install: deps
	swift build -c $(CONFIG)
	install -Dm755 .build/$(CONFIG)/physarum $(DESTDIR)$(PREFIX)/bin/physarum
	install -d $(DESTDIR)$(PREFIX)/share/physarum/presets
	install -m644 data/*.tsv $(DESTDIR)$(PREFIX)/share/physarum/
	install -m644 data/presets/*.json $(DESTDIR)$(PREFIX)/share/physarum/presets/
	scripts/setup/compile-po.sh $(DESTDIR)$(PREFIX)/share/locale
	install -d $(DESTDIR)$(PREFIX)/share/physarum/icons/hicolor/scalable/actions
	install -m644 data/icons/hicolor/scalable/actions/*.svg $(DESTDIR)$(PREFIX)/share/physarum/icons/hicolor/scalable/actions/
	install -Dm644 Resources/$(APP_ID).desktop $(DESTDIR)$(PREFIX)/share/applications/$(APP_ID).desktop
	install -Dm644 Resources/$(APP_ID).metainfo.xml $(DESTDIR)$(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 Resources/icons/hicolor/scalable/apps/$(APP_ID).svg \
		$(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 Resources/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
		$(DESTDIR)$(PREFIX)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	install -Dm644 Resources/$(APP_ID).mime.xml $(DESTDIR)$(PREFIX)/share/mime/packages/$(APP_ID).xml
	if [ -z "$(DESTDIR)" ]; then \
		update-mime-database $(PREFIX)/share/mime; \
		if command -v update-desktop-database >/dev/null; then update-desktop-database -q $(PREFIX)/share/applications; fi; \
	fi

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/physarum
	rm -rf $(DESTDIR)$(PREFIX)/share/physarum
	for lang in $$(grep -v '^#' po/LINGUAS); do rm -f $(DESTDIR)$(PREFIX)/share/locale/$$lang/LC_MESSAGES/physarum.mo; done
	rm -f $(DESTDIR)$(PREFIX)/share/applications/$(APP_ID).desktop
	rm -f $(DESTDIR)$(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml
	rm -f $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	rm -f $(DESTDIR)$(PREFIX)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	rm -f $(DESTDIR)$(PREFIX)/share/mime/packages/$(APP_ID).xml
	if [ -z "$(DESTDIR)" ]; then update-mime-database $(PREFIX)/share/mime; fi

# swift format (the toolchain's) against .swift-format; --strict makes every finding an error.
# `swift format -i --recursive Sources Tests` fixes what it can.
lint:
	swift format lint --strict --recursive Sources Tests

# libFuzzer over the decoders of outside input (scripts/dev/fuzz.sh): FUZZ_SECONDS each (60).
FUZZ_SECONDS ?= 60
fuzz:
	scripts/dev/fuzz.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build data/locale
