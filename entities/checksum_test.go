package entities

import (
	"encoding/hex"
	"testing"
)

func TestKeccak256(t *testing.T) {
	for in, want := range map[string]string{
		"":    "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470",
		"abc": "4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45",
	} {
		h := keccak256([]byte(in))
		if got := hex.EncodeToString(h[:]); got != want {
			t.Errorf("keccak256(%q) = %s, want %s", in, got, want)
		}
	}
	// More than one block (rate 136).
	long := make([]byte, 200)
	h := keccak256(long)
	if hex.EncodeToString(h[:]) == "" {
		t.Fatal("empty")
	}
}

func TestChecksums(t *testing.T) {
	cases := []struct {
		name string
		f    func(string) bool
		in   string
		want bool
	}{
		{"luhn", func(s string) bool { return luhn([]byte(s)) }, "4111111111111111", true},
		{"luhn", func(s string) bool { return luhn([]byte(s)) }, "4111111111111112", false},
		{"iban", func(s string) bool { return ibanValid([]byte(s)) }, "DE89370400440532013000", true},
		{"iban", func(s string) bool { return ibanValid([]byte(s)) }, "DE89370400440532013001", false},
		{"base58check", func(s string) bool { return len(base58Check(s, bitcoinAlphabet)) == 21 }, "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", true},
		{"base58check", func(s string) bool { return len(base58Check(s, bitcoinAlphabet)) == 21 }, "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", false},
		{"ripple", func(s string) bool { return len(base58Check(s, rippleAlphabet)) == 21 }, "rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn", true},
		{"bech32", func(s string) bool { return segwitValid(s, "bc") }, "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", true},
		{"bech32", func(s string) bool { return segwitValid(s, "bc") }, "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp", false},
		{"bech32m", func(s string) bool { return segwitValid(s, "bc") }, "bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297", true},
		{"eip55", eip55Valid, "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", true},
		{"eip55", eip55Valid, "fB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", true},
		{"eip55", eip55Valid, "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", false},
		{"monero", moneroValid, "44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A", true},
		{"monero", moneroValid, "44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3B", false},
		{"lightning", func(s string) bool { _, _, c, ok := bech32Decode(s, 2000); return ok && c == bech32Const },
			"lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq8rkx3yf5tcsyz3d73gafnh3cax9rn449d9p5uxz9ezhhypd0elx87sjle52x86fux2ypatgddc6k63n7erqz25le42c4u4ecky03ylcqca784w", true},
	}
	for _, c := range cases {
		if got := c.f(c.in); got != c.want {
			t.Errorf("%s(%s) = %v, want %v", c.name, c.in, got, c.want)
		}
	}
}
