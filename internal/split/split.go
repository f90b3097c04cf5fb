// Package split assigns items to fixed parts of a data set by a hash of a
// key, so that what a builder trains or a rule is tuned on and what an
// evaluation scores stay apart run after run, whatever the order of the
// file.
//
// Every held-out or tuning part in Argot is drawn this way: FNV-1a (32 bits)
// of the key, taken modulo the number of parts.
package split

import "hash/fnv"

// Hash is the FNV-1a 32-bit hash of key.
func Hash(key string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(key))
	return h.Sum32()
}

// Part is the part (0 to n-1) of key when a set is cut into n parts.
func Part(key string, n uint32) uint32 {
	return Hash(key) % n
}
