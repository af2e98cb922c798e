#pragma once
// GnuTLS for the installation's TLS identity: an ECDSA P-256 key and its self-signed certificate.
#include <gnutls/gnutls.h>
#include <gnutls/x509.h>
#include <gnutls/crypto.h>
