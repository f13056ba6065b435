// The emulator's webhook signing key and its self-signed certificate, committed on purpose: the
// emulator signs webhook events the way PayPal does (SHA256withRSA, checked against the certificate at
// PAYPAL-CERT-URL), so the server verifies emulator events with the very code that verifies PayPal's.
// This key guards no money: the emulator is mounted only without PayPal credentials, and the server
// then fetches certificates only from the emulator's own origin (live PayPal's origins otherwise).
// Made once, valid 2000-2100 so no clock (or a test's moved clock) ever sees it expired:
//   openssl req -newkey rsa:2048 -nodes -keyout key.pem ...         (the key)
//   openssl req -new -key key.pem -subj "/CN=paypal-emulator.invalid/O=PayPal emulator (test only)" -out req.csr
//   openssl ca -selfsign -keyfile key.pem -in req.csr -startdate 20000101000000Z -enddate 21000101000000Z
// (OpenSSL 3.0's `req -x509` cannot set the start date.)

export const emulatorWebhookKeyPem = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDMJcBitAeJUV95
Qu9VapycpVS/vTYWCwT/Ry7CPH+qIj43CJY7ueVxRioLWRQOjqI+qP9ZhRg1oIfr
7u6dbdMS5+CX4qEn3lFmuaqjihsjBoXNcQ7CG/8ewFrt7lkAyS42/yJgq61VBRF7
coVeQ2w9kKaWWkARPPLQ0wF/CUNHndJK1s+gPVRR8uPJZDPcOkI9k4CeI6gLwyn0
iXNjwMaf5Zp2nUz3zxzx+aOHbor9OS+aCXkCQjsE8uo50/luCAVUmz7kASZGasSG
rjH4gZFYlqwGHXbZBJqUfbg7m4gXH43/O1Rk9HQnyady6g2IPnZwvjtS0nA80tXw
K+K8cnWbAgMBAAECggEATi7rFiISfNGQOfWbiV/yKL/czC3fp+OCf224h6T506OX
piYAu1D/gTk44u2zk7umgU7htFwXoHohdAcmlV45JxVs215tD8LB9BCJPGao6+oU
llCFMWvdcd6DNHpC1d02eNOPS+yTzmrJfjimwSobKxzZ390iijeIWtdkzE002hj0
U55n91C4OC8S1M0Hbvkuow9hBOV0F1NnpvPgOCMTIntaUjzHQK3NeJiJW3hXvhUk
aTuZ3QW25IuynaxKejdHaIPa+xNjtanmHwDO+klUbi4rI1zHPJOyehRCQUReRw9k
y1Svby3IoYmzTFBOSNObtDQAkeuDvmpjMB+3bgPvYQKBgQD61/SDuVQZ3Y9FNfi+
TiwRLEzo9HykfKjjDYSet6dNYYR/V3YfKtqNKcWYbsIPyGMaaHh/LGvcjf/4h3AV
T5eatmU3DYAlDTYAZFtdjztfPw7NaFFdra0O3Ap8anyQ769RhAIF6l+hRVOeAQRe
1OqI/PxrGKfHktRRn8L0DM9Q0QKBgQDQWA/NGnFTk8fR+7EZiLReIHuzdC5kuQSa
X1P8+IWtsdBDZ3UB008h9XLc+9+EmIx/bc4Z6B6QDXAu+OlHsUkPXTyiiTz0hj9t
S6xpwMDMQvnQ/pen8JfISb8LQEzwkikIxap5P0dRocL2yiiQu5H5/+cYY+cPK7td
3dax5i5aqwKBgQCUbFe34V8L9vchIrBOGn8koivX42IlCcX8ozEHoO+Tb9IwbxXr
lzW+NSs/6LlXEWDibVJvHV+tHzCIY8tEMNYpqyb0jj52rfx3+um80FV3JB6kF8ed
QHiXxEdIGtIeCFSaTRvNWELBb/3sDfoCCsXDzL2muO39vrl2mquGMFYzIQKBgCA6
nychQgqlv7Fx9/F1PkGZUMlv3YVjQZ0HxhxJ7ZPy/76NkIIZyBH+wCgDJo6Ccql7
uPg0+hVantIFW0Dl4eFokOqrxCwnYERuAlvRn4F5kt+LorYt96zaC52X8s78LTDY
MwjSixvLpDc9Co1pFqnPtlYFjkbAgxmAKagXbXBFAoGBALJ8avy2S1YCES421//F
rK/+BhwdNJhh733P5Q4XHW3Y+ow5s7ASgkdv0RI8gaKtwsz4ylCQcCqONBfsoYWU
iABw7lUie0LHZnPp76Cfs+udKwGWiCb/wNAj4mPHYPH2UMsw0xc1aMJAd9YA6lXF
Z8J5dgs+7+NqfOYGISkKC8LJ
-----END PRIVATE KEY-----
`;

export const emulatorWebhookCertPem = `-----BEGIN CERTIFICATE-----
MIIDTDCCAjSgAwIBAgIBATANBgkqhkiG9w0BAQsFADBIMSAwHgYDVQQDDBdwYXlw
YWwtZW11bGF0b3IuaW52YWxpZDEkMCIGA1UECgwbUGF5UGFsIGVtdWxhdG9yICh0
ZXN0IG9ubHkpMCAXDTAwMDEwMTAwMDAwMFoYDzIxMDAwMTAxMDAwMDAwWjBIMSAw
HgYDVQQDDBdwYXlwYWwtZW11bGF0b3IuaW52YWxpZDEkMCIGA1UECgwbUGF5UGFs
IGVtdWxhdG9yICh0ZXN0IG9ubHkpMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIB
CgKCAQEAzCXAYrQHiVFfeULvVWqcnKVUv702FgsE/0cuwjx/qiI+NwiWO7nlcUYq
C1kUDo6iPqj/WYUYNaCH6+7unW3TEufgl+KhJ95RZrmqo4obIwaFzXEOwhv/HsBa
7e5ZAMkuNv8iYKutVQURe3KFXkNsPZCmllpAETzy0NMBfwlDR53SStbPoD1UUfLj
yWQz3DpCPZOAniOoC8Mp9IlzY8DGn+Wadp1M988c8fmjh26K/Tkvmgl5AkI7BPLq
OdP5bggFVJs+5AEmRmrEhq4x+IGRWJasBh122QSalH24O5uIFx+N/ztUZPR0J8mn
cuoNiD52cL47UtJwPNLV8CvivHJ1mwIDAQABoz8wPTAMBgNVHRMBAf8EAjAAMA4G
A1UdDwEB/wQEAwIHgDAdBgNVHQ4EFgQUBPzYzVx93DgDsq/xYs1Z+3JM7lAwDQYJ
KoZIhvcNAQELBQADggEBALc4+XHkEYUYqxMFA1rpxcoTfMJXDM/FfPu9n7rtxu2Y
pQi7PwLUDEXXmRunvVXhHs8c98/R4yppdMOIDs2wwNqr0z6rsPPd+X1hM2YjZ0NH
ZvvprliKbcwz8BIR1Fn6/bvetrVgbJawkK8t6Sr8yImQP6Pq8D6WAw/zhmW5Yc3Q
xftXxmOecKzSfL9qxvjF9x0fvaO/7SomjBO1LVZIetst+la4+4iFY7gTB9KWah9J
NSKrYjlRydTUPY1qAfW0IKRaVtvQJGtlM9Vs/XlNzJw5BJYvwjrLEA9+C7HocN1o
Z+B63exyEgeX2raZoX4uiCYP9XRZD9ZgQMzcFsPvxqY=
-----END CERTIFICATE-----
`;
