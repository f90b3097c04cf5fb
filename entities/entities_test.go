package entities

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/argot-nlp/argot/internal/doc"
	"github.com/argot-nlp/argot/tokenize"
)

var (
	stageOnce sync.Once
	stage     *Stage
	toks      sync.Map
)

func testStage(t testing.TB) *Stage {
	stageOnce.Do(func() {
		var err error
		stage, err = New()
		if err != nil {
			t.Fatal(err)
		}
	})
	return stage
}

func analyze(t testing.TB, lang, text string) *doc.Document {
	t.Helper()
	v, ok := toks.Load(lang)
	if !ok {
		tk, err := tokenize.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		v, _ = toks.LoadOrStore(lang, tk)
	}
	d := &doc.Document{Text: text, Lang: lang}
	d.Sentences = v.(*tokenize.Tokenizer).Tokenize(text)
	if err := testStage(t).Run(context.Background(), d, nil); err != nil {
		t.Fatal(err)
	}
	return d
}

// found renders the entities as "type/sub:text" lines, one per mention.
func found(d *doc.Document) []string {
	var out []string
	for _, e := range d.Entities {
		sub := ""
		if len(e.Subtypes) > 0 {
			sub = "/" + e.Subtypes[0]
		}
		for _, m := range e.Mentions {
			out = append(out, fmt.Sprintf("%s%s:%s", e.Types[0], sub, m.Text))
		}
	}
	return out
}

func TestEntities(t *testing.T) {
	cases := []struct {
		lang, text string
		want       []string // each must be found
		not        []string // types (or type/sub:text) that must not be found
	}{
		// email
		{"en", "Write to John.Doe@example.co.uk today.", []string{"email:John.Doe@example.co.uk"}, nil},
		{"en", "mail john at gmail dot com now", []string{"email:john at gmail dot com"}, nil},
		{"en", "mail john[at]gmail[.]com now", []string{"email:john[at]gmail[.]com"}, nil},
		{"en", "mail john (at) example (dot) org", []string{"email:john (at) example (dot) org"}, nil},
		{"en", "meet me at home.com later", nil, []string{"email"}},
		// website
		{"en", "See https://example.com/a?b=c, then www.test.org.", []string{"website:https://example.com/a?b=c", "website:www.test.org"}, nil},
		{"en", "Go to example.com/path now", []string{"website:example.com/path"}, nil},
		{"en", "open http://expyuzz4wqqyqhjn.onion/x", []string{"website/onion:http://expyuzz4wqqyqhjn.onion/x"}, nil},
		{"en", "I like file.txt and e.g. this", nil, []string{"website"}},
		// ip, mac
		{"en", "Server 192.168.0.1 and fe80::1ff:fe23:4567:890a are up", []string{"ip_address/v4:192.168.0.1", "ip_address/v6:fe80::1ff:fe23:4567:890a"}, nil},
		{"en", "Update to version 1.2.3.4 now", nil, []string{"ip_address"}},
		{"en", "Bad 999.1.1.1 and 1.2.3", nil, []string{"ip_address"}},
		{"en", "MAC 00:1A:2B:3C:4D:5E or 001a.2b3c.4d5e", []string{"mac_address:00:1A:2B:3C:4D:5E", "mac_address:001a.2b3c.4d5e"}, nil},
		// phone
		{"en", "Call +1 (415) 555-2671 or (415) 555-2671.", []string{"phone/international:+1 (415) 555-2671", "phone/domestic:(415) 555-2671"}, nil},
		{"en", "Call 020 7946 0958 or +44 (0)20 7946 0958", []string{"phone/domestic:020 7946 0958", "phone/international:+44 (0)20 7946 0958"}, nil},
		{"de", "Ruf mich an: 030 12345678 oder 0049 30 12345678", []string{"phone/domestic:030 12345678", "phone/international:0049 30 12345678"}, nil},
		{"fr", "Appelez le 01 23 45 67 89.", []string{"phone/domestic:01 23 45 67 89"}, nil},
		{"en", "From 1990-1995 we paid $1,234,567 on 2024-03-05 at 10:30.", nil, []string{"phone"}},
		// card
		{"en", "Card 4111 1111 1111 1111 and 5555-5555-5555-4444.", []string{"credit_card/visa:4111 1111 1111 1111", "credit_card/mastercard:5555-5555-5555-4444"}, nil},
		{"en", "Amex 378282246310005, bad 4111 1111 1111 1112", []string{"credit_card/american_express:378282246310005"}, []string{"credit_card:4111 1111 1111 1112"}},
		// iban
		{"de", "IBAN: DE89 3704 0044 0532 0130 00.", []string{"bank_account/iban:DE89 3704 0044 0532 0130 00"}, nil},
		{"en", "GB82WEST12345698765432 ok, GB82WEST12345698765431 bad", []string{"bank_account/iban:GB82WEST12345698765432"}, []string{"bank_account:GB82WEST12345698765431"}},
		// crypto
		{"en", "Send to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 or bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", []string{"crypto/bitcoin:1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "crypto/bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"}, nil},
		{"en", "eth 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", []string{"crypto/ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"}, nil},
		{"en", "eth 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", nil, []string{"crypto"}},
		{"en", "xrp rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn", []string{"crypto/ripple:rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn"}, nil},
		// credential
		{"en", "hash 5d41402abc4b2a76b9719d911017c592 and sha aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d", []string{"credential/md5:5d41402abc4b2a76b9719d911017c592", "credential/sha-1:aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d"}, nil},
		{"en", "my password is hunter2, pw=abc123", []string{"credential:hunter2", "credential:abc123"}, nil},
		{"de", "Das Passwort: geheim", []string{"credential:geheim"}, nil},
		{"en", "the password is very long", nil, []string{"credential"}},
		// coordinates
		{"en", "at 48.8584, 2.2945 and 48°51′29″N 2°17′40″E", []string{"coordinates:48.8584, 2.2945", "coordinates:48°51′29″N 2°17′40″E"}, nil},
		{"en", "scores 1.5, 2.5", nil, []string{"coordinates"}},
		// flight
		{"en", "My flight LH 400 then BA2490.", []string{"flight_code:LH 400", "flight_code:BA2490"}, nil},
		{"en", "I have 2 AA batteries", nil, []string{"flight_code"}},
		// file
		{"en", `Open C:\Users\x\file.txt or \\server\share\doc.pdf`, []string{`file/windows:C:\Users\x\file.txt`, `file/windows:\\server\share\doc.pdf`}, nil},
		{"en", "saved 123456789_123456789012345_1234567890123456789_n.jpg", []string{"file/social_image:123456789_123456789012345_1234567890123456789_n.jpg"}, nil},
		// hashtag, username
		{"en", "#blessed by @john_doe", []string{"hashtag:#blessed", "username:@john_doe"}, nil},
		// money, weight
		{"en", "It cost $20 or 20 € or EUR 1,234.50 or 30 dollars", []string{"amount_of_money:$20", "amount_of_money:20 €", "amount_of_money:EUR 1,234.50", "amount_of_money:30 dollars"}, nil},
		{"de", "Es kostet 1.234,50 EUR", []string{"amount_of_money:1.234,50 EUR"}, nil},
		{"ru", "Это стоит 500 рублей", []string{"amount_of_money:500 рублей"}, nil},
		{"en", "It weighs 5kg or 12 lbs", []string{"weight:5kg", "weight:12 lbs"}, nil},
		{"ru", "В 2020 г. было 5 кг", []string{"weight:5 кг"}, []string{"weight:2020 г"}},
		// dates and times
		{"en", "On 12/25/2024 and 2024-03-05 and March 12, 2024", []string{"date:12/25/2024", "date:2024-03-05", "date:March 12, 2024"}, nil},
		{"de", "Am 12. März 2024 und 31.12.2023", []string{"date:12. März 2024", "date:31.12.2023"}, nil},
		{"fr", "le 12 mars 2024", []string{"date:12 mars 2024"}, nil},
		{"es", "el 12 de marzo de 2024", []string{"date:12 de marzo de 2024"}, nil},
		{"ja", "2024年3月5日に", []string{"date:2024年3月5日"}, nil},
		{"en", "bad 31/02/2024 and 13/13/2020", nil, []string{"date"}},
		{"en", "see you next Friday or tomorrow", []string{"date:next Friday", "date:tomorrow"}, nil},
		{"de", "Guten Morgen! Wir sehen uns morgen.", []string{"date:morgen"}, []string{"date:Morgen"}},
		{"en", "at 10:30 am, 3pm and 22:15", []string{"time:10:30 am", "time:3pm", "time:22:15"}, nil},
		{"de", "um 10 Uhr", []string{"time:10 Uhr"}, nil},
		{"fr", "à 22h30", []string{"time:22h30"}, nil},
		{"en", "open 10:00–12:00 and 9am-5pm and from 9 to 5", []string{"time_range:10:00–12:00", "time_range:9am-5pm", "time_range:9 to 5"}, nil},
		{"en", "between 1990-1995", []string{"time_range:1990-1995"}, nil},
		// numeric, identifier
		{"en", "order AB12345 ref 98765", []string{"identifier:AB12345", "numeric:98765"}, nil},
		{"en", "run 100km in 2024 and the 2nd time", nil, []string{"identifier", "numeric"}},
	}
	for _, c := range cases {
		d := analyze(t, c.lang, c.text)
		got := found(d)
		joined := strings.Join(got, " | ")
		for _, w := range c.want {
			ok := false
			for _, g := range got {
				ok = ok || g == w
			}
			if !ok {
				t.Errorf("%s %q: missing %s; got %s", c.lang, c.text, w, joined)
			}
		}
		for _, n := range c.not {
			for _, g := range got {
				typ, _, _ := strings.Cut(g, ":")
				typ, _, _ = strings.Cut(typ, "/")
				if g == n || typ == n || (strings.Contains(n, ":") && strings.HasPrefix(n, typ+":") && strings.HasSuffix(g, n[len(typ)+1:])) {
					t.Errorf("%s %q: unexpected %s; got %s", c.lang, c.text, g, joined)
				}
			}
		}
	}
}

func TestMergeMentions(t *testing.T) {
	d := analyze(t, "en", "Mail a@b.com. Then mail A@B.com again.")
	if len(d.Entities) != 1 || len(d.Entities[0].Mentions) != 2 {
		t.Fatalf("got %+v", d.Entities)
	}
}
