#pragma once
// SRP-6a (RFC 5054 group "modp/srp/3072", SHA-256) through Botan 2's SRP6 classes, in plain C for
// Swift: the pairing code's password-authenticated key exchange (docs/PROTOCOL.md "Pairing").
// Debian 12's mbedTLS is built without EC J-PAKE and Botan's SRP6 has no C binding of its own, so
// this file only forwards calls; every computation is Botan's.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Bytes of every public value (A, B): the group's modulus size (384 for 3072 bits).
size_t physarum_srp_public_length(void);
/// Bytes of the shared key both sides derive: K = SHA-256(S).
size_t physarum_srp_key_length(void);

typedef struct physarum_srp_server physarum_srp_server;

/// The host's side, step 1: the verifier of `password` for `identity` and `salt`, then B (written
/// to `b_out`, `physarum_srp_public_length()` bytes). NULL on failure.
physarum_srp_server *physarum_srp_server_start(
    const char *identity, const char *password, const uint8_t *salt, size_t salt_length, uint8_t *b_out);
/// Step 2: the remote's A gives the shared key (`physarum_srp_key_length()` bytes). 0 on success;
/// -1 when A is invalid (zero modulo N, wrong length).
int physarum_srp_server_finish(physarum_srp_server *server, const uint8_t *a, size_t a_length, uint8_t *key_out);
void physarum_srp_server_free(physarum_srp_server *server);

/// The remote's side, in one step: from the host's salt and B, a fresh A (`a_out`) and the shared
/// key (`key_out`). 0 on success; -1 when B is invalid.
int physarum_srp_client_agree(
    const char *identity, const char *password, const uint8_t *salt, size_t salt_length, const uint8_t *b,
    size_t b_length, uint8_t *a_out, uint8_t *key_out);

/// The group's prime N, big-endian (`physarum_srp_public_length()` bytes, to `n_out`), for tests
/// that hold docs/PROTOCOL.md to what Botan computes.
void physarum_srp_group_prime(uint8_t *n_out);
/// The verifier v = g^x mod N of `password` for `identity` and `salt`, big-endian and padded to
/// `physarum_srp_public_length()` bytes (`v_out`). 0 on success.
int physarum_srp_verifier(
    const char *identity, const char *password, const uint8_t *salt, size_t salt_length, uint8_t *v_out);
#ifdef __cplusplus
}
#endif
