package entities

import (
	"encoding/binary"
	"math/bits"
)

// keccak256 is the original Keccak-256 (padding byte 0x01, as Ethereum and
// Monero use it, not SHA3-256's 0x06). golang.org/x/crypto/sha3 would do,
// but it is not a dependency of the module and one hash of a short string
// does not justify it.
func keccak256(data []byte) [32]byte {
	const rate = 136
	var st [25]uint64
	for len(data) >= rate {
		for i := range rate / 8 {
			st[i] ^= binary.LittleEndian.Uint64(data[i*8:])
		}
		keccakF1600(&st)
		data = data[rate:]
	}
	var block [rate]byte
	copy(block[:], data)
	block[len(data)] ^= 0x01
	block[rate-1] ^= 0x80
	for i := range rate / 8 {
		st[i] ^= binary.LittleEndian.Uint64(block[i*8:])
	}
	keccakF1600(&st)
	var out [32]byte
	for i := range 4 {
		binary.LittleEndian.PutUint64(out[i*8:], st[i])
	}
	return out
}

var keccakRC = [24]uint64{
	0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
	0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
	0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
	0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
	0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
	0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
}

// keccakRot and keccakPi are the rho offsets and pi lane order, walked
// together as in the reference "compact" implementation.
var (
	keccakRot = [24]int{1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44}
	keccakPi  = [24]int{10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1}
)

func keccakF1600(a *[25]uint64) {
	var c [5]uint64
	for round := range 24 {
		for x := range 5 {
			c[x] = a[x] ^ a[x+5] ^ a[x+10] ^ a[x+15] ^ a[x+20]
		}
		for x := range 5 {
			d := c[(x+4)%5] ^ bits.RotateLeft64(c[(x+1)%5], 1)
			for y := 0; y < 25; y += 5 {
				a[y+x] ^= d
			}
		}
		t := a[1]
		for i := range 24 {
			j := keccakPi[i]
			t, a[j] = a[j], bits.RotateLeft64(t, keccakRot[i])
		}
		for y := 0; y < 25; y += 5 {
			for x := range 5 {
				c[x] = a[y+x]
			}
			for x := range 5 {
				a[y+x] ^= ^c[(x+1)%5] & c[(x+2)%5]
			}
		}
		a[0] ^= keccakRC[round]
	}
}
