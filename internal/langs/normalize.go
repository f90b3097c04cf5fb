package langs

import (
	"strings"

	"golang.org/x/text/language"
)

// baseAliases maps language subtags that are not one of our ids onto the id
// that serves them. Every entry is covered by TestNormalize.
var baseAliases = map[string]string{
	"iw":  "he",    // deprecated ISO 639 code for Hebrew
	"in":  "id",    // deprecated ISO 639 code for Indonesian
	"nb":  "no",    // Norwegian Bokmål
	"nn":  "no",    // Norwegian Nynorsk: served by the Norwegian model
	"zsm": "ms",    // Standard Malay
	"pes": "fa",    // Iranian Persian
	"prs": "fa",    // Dari
	"arb": "ar",    // Standard Arabic
	"cmn": "zh",    // Mandarin: resolved to zh-CN or zh-TW by script below
	"ps":  "ps-AF", // Pashto, whatever the region
}

// Normalize maps a language tag a client may send (BCP 47, any case, "_" or
// "-" as separator) onto a supported id: "EN" and "en-US" -> "en", "zh",
// "zh-Hans", "zh-SG" -> "zh-CN", "zh-Hant", "zh-HK", "zh-MO" -> "zh-TW",
// "nb", "nn" -> "no", "ps" -> "ps-AF", "iw" -> "he", "in" -> "id",
// "pt-BR" -> "pt". Regions other than the Chinese ones are ignored. It
// reports false for an ill-formed tag or a language Argot does not support
// (including Chinese in a script other than Han, and Cantonese "yue").
func Normalize(tag string) (string, bool) {
	s := strings.ReplaceAll(strings.TrimSpace(tag), "_", "-")
	for _, e := range table() {
		if strings.EqualFold(s, e.ID) {
			return e.ID, true
		}
	}
	t, err := language.Parse(s)
	if err != nil {
		return "", false
	}
	base, conf := t.Base()
	if conf != language.Exact { // "und" and friends: Base would guess "en"
		return "", false
	}
	b := base.String()
	if a, ok := baseAliases[b]; ok {
		b = a
	}
	if b == "zh" {
		// Script() infers the likely script when the tag has none:
		// zh-TW, zh-HK and zh-MO are Hant, zh and zh-CN are Hans.
		script, _ := t.Script()
		switch script.String() {
		case "Hans":
			return "zh-CN", true
		case "Hant":
			return "zh-TW", true
		}
		return "", false
	}
	if isID(b) {
		return b, true
	}
	return "", false
}
