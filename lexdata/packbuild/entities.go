package packbuild

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/argot-nlp/argot/lexdata"
)

// Core-pack sections read by the entities stage (package entities parses
// them; it also embeds a copy of this builder's output in entities/data, so
// that it works without a core pack).
const (
	sectionEntityCards = "entities.cards"
	sectionEntityIBAN  = "entities.iban"
)

func init() {
	coreProducers = append(coreProducers,
		producer{sectionEntityCards, produceEntityCards},
		producer{sectionEntityIBAN, produceEntityIBAN})
}

// cardSource and ibanSource are where lexsrc/entities/payment-cards and
// lexsrc/entities/iban come from (SOURCES-analysis.md §3.5 and §3.6).
var (
	cardSource = lexdata.Provenance{
		Source:  "npm credit-card-type credit-card-type-iin.json",
		Version: "10.3.0",
		License: "MIT",
		Note:    "seven networks kept; TSV: network, lengths, IIN prefixes and ranges",
	}
	ibanSource = lexdata.Provenance{
		Source:  "npm ibantools countrySpecs (iban-country-formats.tsv)",
		Version: "4.5.4",
		License: "MIT",
		Note:    "TSV: country, IBAN length, BBAN structure as counts of n (digit), a (letter), c (either)",
	}
)

// cardNetworks maps the upstream brand keys to the subtype names the
// entities stage reports, in output order.
var cardNetworks = [][2]string{
	{"visa", "visa"},
	{"mastercard", "mastercard"},
	{"american-express", "american_express"},
	{"discover", "discover"},
	{"jcb", "jcb"},
	{"diners-club", "diners_club"},
	{"unionpay", "unionpay"},
}

func produceEntityCards(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	var prov lexdata.Provenance
	data, err := in.src.read("entities/payment-cards/credit-card-type-iin.json")
	if err != nil {
		return nil, prov, err
	}
	out, err := encodeCardTable(data)
	if err != nil {
		return nil, prov, err
	}
	return out, cardSource, nil
}

// encodeCardTable turns the credit-card-type JSON into the section's TSV.
func encodeCardTable(data []byte) ([]byte, error) {
	var brands map[string]struct {
		Patterns []json.RawMessage `json:"patterns"`
		Lengths  []int             `json:"lengths"`
	}
	if err := json.Unmarshal(data, &brands); err != nil {
		return nil, fmt.Errorf("payment cards: %w", err)
	}
	var b strings.Builder
	b.WriteString("# network\tlengths\tIIN prefixes (n or lo-hi)\n")
	for _, nw := range cardNetworks {
		brand, ok := brands[nw[0]]
		if !ok {
			return nil, fmt.Errorf("payment cards: no brand %q", nw[0])
		}
		var lengths, prefixes []string
		for _, n := range brand.Lengths {
			lengths = append(lengths, strconv.Itoa(n))
		}
		for _, p := range brand.Patterns {
			var single int
			var pair []int
			switch {
			case json.Unmarshal(p, &single) == nil:
				prefixes = append(prefixes, strconv.Itoa(single))
			case json.Unmarshal(p, &pair) == nil && len(pair) == 2:
				prefixes = append(prefixes, fmt.Sprintf("%d-%d", pair[0], pair[1]))
			default:
				return nil, fmt.Errorf("payment cards: %s: bad pattern %s", nw[0], p)
			}
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\n", nw[1], strings.Join(lengths, ","), strings.Join(prefixes, ","))
	}
	return []byte(b.String()), nil
}

func produceEntityIBAN(_ context.Context, in input) ([]byte, lexdata.Provenance, error) {
	var prov lexdata.Provenance
	data, err := in.src.read("entities/iban/iban-country-formats.tsv")
	if err != nil {
		return nil, prov, err
	}
	out, err := encodeIBANTable(data)
	if err != nil {
		return nil, prov, err
	}
	return out, ibanSource, nil
}

var bbanPart = regexp.MustCompile(`^\[([^\]]+)\]\{(\d+)\}`)

// encodeIBANTable turns the ibantools TSV into the section's TSV: the BBAN
// regexps are all sequences of [class]{count}, written here as "8n12c".
func encodeIBANTable(data []byte) ([]byte, error) {
	var rows []string
	for i, line := range strings.Split(string(data), "\n") {
		f := strings.Split(strings.TrimRight(line, "\r"), "\t")
		if i == 0 || len(f) < 3 || len(f[0]) != 2 {
			continue
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return nil, fmt.Errorf("iban line %d: %w", i+1, err)
		}
		re := strings.TrimSuffix(strings.TrimPrefix(f[2], "^"), "$")
		var spec strings.Builder
		total := 4
		for re != "" {
			m := bbanPart.FindStringSubmatch(re)
			if m == nil {
				return nil, fmt.Errorf("iban line %d: unsupported BBAN pattern %q", i+1, f[2])
			}
			k, _ := strconv.Atoi(m[2])
			var cls byte
			switch m[1] {
			case "0-9":
				cls = 'n'
			case "A-Z":
				cls = 'a'
			case "A-Z0-9", "0-9A-Z":
				cls = 'c'
			default:
				return nil, fmt.Errorf("iban line %d: unsupported class [%s]", i+1, m[1])
			}
			fmt.Fprintf(&spec, "%d%c", k, cls)
			total += k
			re = re[len(m[0]):]
		}
		if total != n {
			return nil, fmt.Errorf("iban line %d: BBAN pattern gives length %d, want %d", i+1, total, n)
		}
		rows = append(rows, fmt.Sprintf("%s\t%d\t%s", f[0], n, spec.String()))
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("iban: no countries")
	}
	slices.Sort(rows)
	return []byte("# country\tIBAN length\tBBAN structure\n" + strings.Join(rows, "\n") + "\n"), nil
}
