#include "physarum_srp.h"

#include <botan/auto_rng.h>
#include <botan/bigint.h>
#include <botan/dl_group.h>
#include <botan/hash.h>
#include <botan/srp6.h>

#include <vector>

namespace {
const char *const group_id = "modp/srp/3072";
const char *const hash_id = "SHA-256";

size_t public_length() {
    static const size_t length = Botan::DL_Group(group_id).p_bytes();
    return length;
}

// Botan hands out the shared secret S itself (the modulus' size); the key is K = SHA-256(S), as
// RFC 5054 §2.6 derives it.
void derive_key(const Botan::SymmetricKey &secret, uint8_t *key_out) {
    auto hash = Botan::HashFunction::create_or_throw(hash_id);
    hash->update(secret.begin(), secret.length());
    hash->final(key_out);
}
}  // namespace

struct physarum_srp_server {
    Botan::SRP6_Server_Session session;
};

extern "C" size_t physarum_srp_public_length(void) { return public_length(); }

extern "C" size_t physarum_srp_key_length(void) { return 32; }

extern "C" physarum_srp_server *physarum_srp_server_start(
    const char *identity, const char *password, const uint8_t *salt, size_t salt_length, uint8_t *b_out) {
    try {
        Botan::AutoSeeded_RNG rng;
        std::vector<uint8_t> salt_bytes(salt, salt + salt_length);
        Botan::BigInt v = Botan::generate_srp6_verifier(identity, password, salt_bytes, group_id, hash_id);
        auto *server = new physarum_srp_server();
        Botan::BigInt b = server->session.step1(v, group_id, hash_id, rng);
        Botan::BigInt::encode_1363(b_out, public_length(), b);
        return server;
    } catch (...) {
        return nullptr;
    }
}

extern "C" int physarum_srp_server_finish(physarum_srp_server *server, const uint8_t *a, size_t a_length, uint8_t *key_out) {
    if (a_length != public_length()) return -1;
    try {
        derive_key(server->session.step2(Botan::BigInt(a, a_length)), key_out);
        return 0;
    } catch (...) {
        return -1;
    }
}

extern "C" void physarum_srp_server_free(physarum_srp_server *server) { delete server; }

extern "C" int physarum_srp_client_agree(
    const char *identity, const char *password, const uint8_t *salt, size_t salt_length, const uint8_t *b,
    size_t b_length, uint8_t *a_out, uint8_t *key_out) {
    if (b_length != public_length()) return -1;
    try {
        Botan::AutoSeeded_RNG rng;
        std::vector<uint8_t> salt_bytes(salt, salt + salt_length);
        auto result = Botan::srp6_client_agree(
            identity, password, group_id, hash_id, salt_bytes, Botan::BigInt(b, b_length), rng);
        Botan::BigInt::encode_1363(a_out, public_length(), result.first);
        derive_key(result.second, key_out);
        return 0;
    } catch (...) {
        return -1;
    }
}

extern "C" void physarum_srp_group_prime(uint8_t *n_out) {
    Botan::BigInt::encode_1363(n_out, public_length(), Botan::DL_Group(group_id).get_p());
}

extern "C" int physarum_srp_verifier(
    const char *identity, const char *password, const uint8_t *salt, size_t salt_length, uint8_t *v_out) {
    try {
        std::vector<uint8_t> salt_bytes(salt, salt + salt_length);
        Botan::BigInt v = Botan::generate_srp6_verifier(identity, password, salt_bytes, group_id, hash_id);
        Botan::BigInt::encode_1363(v_out, public_length(), v);
        return 0;
    } catch (...) {
        return -1;
    }
}
