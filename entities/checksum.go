package entities

import (
	"crypto/sha256"
	"math/bits"
	"strings"
)

// luhn reports whether the ASCII digits pass the Luhn check.
func luhn(digits []byte) bool {
	if len(digits) == 0 {
		return false
	}
	sum := 0
	double := false
	for i := len(digits) - 1; i >= 0; i-- {
		d := int(digits[i] - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

// ibanValid reports whether the compact upper-case IBAN passes the ISO 7064
// mod-97 check: the first four characters moved to the end, letters as
// 10..35, the number modulo 97 is 1.
func ibanValid(iban []byte) bool {
	if len(iban) < 5 {
		return false
	}
	rem := 0
	for k := range iban {
		c := iban[(k+4)%len(iban)]
		switch {
		case c >= '0' && c <= '9':
			rem = (rem*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			rem = (rem*100 + int(c-'A') + 10) % 97
		default:
			return false
		}
	}
	return rem == 1
}

const (
	bitcoinAlphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	rippleAlphabet  = "rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz"
)

// base58Decode decodes s with the given alphabet. It returns nil for a
// character outside the alphabet. Inputs are bounded by the callers (at
// most a few hundred characters), so the quadratic big-number loop is
// cheap.
func base58Decode(s, alphabet string) []byte {
	if len(s) == 0 || len(s) > 128 {
		return nil
	}
	zeros := 0
	for zeros < len(s) && s[zeros] == alphabet[0] {
		zeros++
	}
	// log(58)/log(256) < 0.733
	out := make([]byte, len(s)*733/1000+1)
	for i := zeros; i < len(s); i++ {
		carry := strings.IndexByte(alphabet, s[i])
		if carry < 0 {
			return nil
		}
		for j := len(out) - 1; j >= 0; j-- {
			carry += 58 * int(out[j])
			out[j] = byte(carry)
			carry >>= 8
		}
		if carry != 0 {
			return nil
		}
	}
	k := 0
	for k < len(out) && out[k] == 0 {
		k++
	}
	res := make([]byte, zeros+len(out)-k)
	copy(res[zeros:], out[k:])
	return res
}

// base58Check decodes a base58check string: a payload followed by the first
// four bytes of its double SHA-256. It returns the payload (version byte
// first) or nil.
func base58Check(s, alphabet string) []byte {
	b := base58Decode(s, alphabet)
	if len(b) < 5 {
		return nil
	}
	payload, sum := b[:len(b)-4], b[len(b)-4:]
	h1 := sha256.Sum256(payload)
	h2 := sha256.Sum256(h1[:])
	if string(h2[:4]) != string(sum) {
		return nil
	}
	return payload
}

const bech32Charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

// bech32 checksum constants (BIP 173 and BIP 350).
const (
	bech32Const  = 1
	bech32mConst = 0x2bc830a3
)

func bech32Polymod(values []byte) uint32 {
	gen := [5]uint32{0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3}
	chk := uint32(1)
	for _, v := range values {
		top := chk >> 25
		chk = (chk&0x1ffffff)<<5 ^ uint32(v)
		for i := range 5 {
			if (top>>i)&1 == 1 {
				chk ^= gen[i]
			}
		}
	}
	return chk
}

// bech32Decode splits s (all lower or all upper case) at its last '1' and
// verifies the checksum. It returns the human-readable part, the data
// values without the checksum, and the checksum constant that matched
// (bech32Const or bech32mConst), or ok=false. maxLen bounds the string
// (90 for segwit addresses; Lightning invoices are longer).
func bech32Decode(s string, maxLen int) (hrp string, data []byte, constant uint32, ok bool) {
	if len(s) < 8 || len(s) > maxLen {
		return "", nil, 0, false
	}
	lower, upper := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 33 || c > 126 {
			return "", nil, 0, false
		}
		if c >= 'a' && c <= 'z' {
			lower = true
		}
		if c >= 'A' && c <= 'Z' {
			upper = true
		}
	}
	if lower && upper {
		return "", nil, 0, false
	}
	s = strings.ToLower(s)
	pos := strings.LastIndexByte(s, '1')
	if pos < 1 || pos+7 > len(s) {
		return "", nil, 0, false
	}
	hrp = s[:pos]
	values := make([]byte, 0, len(hrp)*2+1+len(s)-pos-1)
	for i := 0; i < len(hrp); i++ {
		values = append(values, hrp[i]>>5)
	}
	values = append(values, 0)
	for i := 0; i < len(hrp); i++ {
		values = append(values, hrp[i]&31)
	}
	for i := pos + 1; i < len(s); i++ {
		v := strings.IndexByte(bech32Charset, s[i])
		if v < 0 {
			return "", nil, 0, false
		}
		values = append(values, byte(v))
	}
	switch bech32Polymod(values) {
	case bech32Const:
		constant = bech32Const
	case bech32mConst:
		constant = bech32mConst
	default:
		return "", nil, 0, false
	}
	n := len(s) - pos - 1
	return hrp, values[len(values)-n : len(values)-6], constant, true
}

// segwitValid checks a segwit address of the given human-readable part:
// witness version 0 takes bech32 and a 20- or 32-byte program, versions
// 1..16 take bech32m and 2..40 bytes (BIP 173, BIP 350).
func segwitValid(s, wantHRP string) bool {
	hrp, data, constant, ok := bech32Decode(s, 90)
	if !ok || hrp != wantHRP || len(data) < 1 {
		return false
	}
	ver := data[0]
	if ver > 16 {
		return false
	}
	// Convert the 5-bit groups to bytes, without padding.
	acc, bits, n := 0, 0, 0
	for _, v := range data[1:] {
		acc = acc<<5 | int(v)
		bits += 5
		if bits >= 8 {
			bits -= 8
			n++
		}
	}
	if bits >= 5 || acc&(1<<bits-1) != 0 {
		return false
	}
	if ver == 0 {
		return constant == bech32Const && (n == 20 || n == 32)
	}
	return constant == bech32mConst && n >= 2 && n <= 40
}

// eip55Valid reports whether a 40-hex-digit Ethereum address (without 0x)
// is all lower case, all upper case, or carries a valid EIP-55 mixed-case
// checksum.
func eip55Valid(hexAddr string) bool {
	lower, upper := true, true
	for i := 0; i < len(hexAddr); i++ {
		c := hexAddr[i]
		if c >= 'a' && c <= 'f' {
			upper = false
		}
		if c >= 'A' && c <= 'F' {
			lower = false
		}
	}
	if lower || upper {
		return true
	}
	h := keccak256([]byte(strings.ToLower(hexAddr)))
	for i := 0; i < len(hexAddr); i++ {
		c := hexAddr[i]
		if c <= '9' {
			continue
		}
		nibble := h[i/2]
		if i%2 == 0 {
			nibble >>= 4
		}
		if (nibble&0xf >= 8) != (c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// moneroBlockChars is the number of base58 characters encoding a block of
// 0..8 bytes in Monero's block-wise base58.
var moneroBlockChars = [9]int{0, 2, 3, 5, 6, 7, 9, 10, 11}

// moneroDecode decodes Monero base58: blocks of 11 characters give 8 bytes;
// the last, shorter block gives fewer.
func moneroDecode(s string) []byte {
	var out []byte
	for len(s) > 0 {
		n := min(11, len(s))
		size := -1
		for k, c := range moneroBlockChars {
			if c == n {
				size = k
			}
		}
		if size < 0 {
			return nil
		}
		var v uint64
		for i := 0; i < n; i++ {
			d := strings.IndexByte(bitcoinAlphabet, s[i])
			if d < 0 {
				return nil
			}
			hi, lo := bits.Mul64(v, 58)
			lo, carry := bits.Add64(lo, uint64(d), 0)
			if hi != 0 || carry != 0 {
				return nil // overflow
			}
			v = lo
		}
		if size < 8 && v>>(8*size) != 0 {
			return nil
		}
		for i := size - 1; i >= 0; i-- {
			out = append(out, byte(v>>(8*i)))
		}
		s = s[n:]
	}
	return out
}

// moneroValid checks a standard (95 characters, network byte 18),
// subaddress (95, byte 42) or integrated (106, byte 19) Monero mainnet
// address: its last four bytes are the Keccak-256 of the rest.
func moneroValid(s string) bool {
	if len(s) != 95 && len(s) != 106 {
		return false
	}
	b := moneroDecode(s)
	if len(b) < 69 {
		return false
	}
	switch {
	case len(s) == 95 && (b[0] == 18 || b[0] == 42):
	case len(s) == 106 && b[0] == 19:
	default:
		return false
	}
	h := keccak256(b[:len(b)-4])
	return string(h[:4]) == string(b[len(b)-4:])
}
