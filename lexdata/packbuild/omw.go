package packbuild

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
)

// omwEntry is one lemma row of an Open Multilingual Wordnet tab file.
type omwEntry struct {
	synset string // PWN 3.0 id, "02084071-n"
	lemma  string // as written, "_" turned into " "
	// brokenPlural marks arb:lemma:brokenplural rows: a plural form of the
	// synset's lemmas rather than a lemma.
	brokenPlural bool
}

// parseOMW reads an OMW tab file: a "# name<TAB>lang<TAB>url<TAB>licence"
// header, then "<offset>-<pos><TAB><type><TAB><value>" rows. It keeps the
// lemma rows (type "<lang>:lemma" or bare "lemma") and Arabic broken
// plurals, and skips definitions, examples and roots.
func parseOMW(data []byte) ([]omwEntry, error) {
	var out []omwEntry
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if text == "" || text[0] == '#' {
			continue
		}
		f := strings.SplitN(text, "\t", 3)
		if len(f) < 3 {
			continue
		}
		synset, typ, value := strings.TrimSpace(f[0]), f[1], strings.TrimSpace(f[2])
		if len(synset) != 10 || synset[8] != '-' {
			return nil, fmt.Errorf("line %d: bad synset id %q", line, synset)
		}
		e := omwEntry{synset: synset}
		_, kind, _ := strings.Cut(typ, ":")
		if !strings.Contains(typ, ":") {
			kind = typ
		}
		switch kind {
		case "lemma":
		case "lemma:brokenplural":
			e.brokenPlural = true
		default:
			continue
		}
		e.lemma = strings.Join(strings.Fields(strings.ReplaceAll(value, "_", " ")), " ")
		if e.lemma == "" {
			continue
		}
		out = append(out, e)
	}
	return out, sc.Err()
}

// lexUPOS maps a PWN synset's part of speech letter to a UD tag.
func lexUPOS(synset string) string {
	switch synset[len(synset)-1] {
	case 'n':
		return "NOUN"
	case 'v':
		return "VERB"
	case 'a', 's':
		return "ADJ"
	case 'r':
		return "ADV"
	}
	return "X"
}

// lexIndexEntry is one line of a WordNet index.<pos> file: a lemma and its
// synsets, most frequent sense first.
type lexIndexEntry struct {
	lemma   string
	pos     byte // n v a r
	offsets []string
}

// lexParseIndex reads index.noun / index.verb / index.adj / index.adv:
// "lemma pos synset_cnt p_cnt [ptr...] sense_cnt tagsense_cnt offset...".
func lexParseIndex(data []byte) ([]lexIndexEntry, error) {
	var out []lexIndexEntry
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if text == "" || text[0] == ' ' {
			continue // licence header
		}
		f := strings.Fields(text)
		if len(f) < 6 {
			return nil, fmt.Errorf("index line %d: too short", line)
		}
		synsetCnt, err1 := strconv.Atoi(f[2])
		pCnt, err2 := strconv.Atoi(f[3])
		if err1 != nil || err2 != nil || 4+pCnt+2+synsetCnt > len(f) {
			return nil, fmt.Errorf("index line %d: bad counts", line)
		}
		e := lexIndexEntry{lemma: strings.ReplaceAll(f[0], "_", " "), pos: f[1][0]}
		e.offsets = f[4+pCnt+2 : 4+pCnt+2+synsetCnt]
		out = append(out, e)
	}
	return out, sc.Err()
}

// lexParseSenseCounts reads cntlist.rev ("sense_key sense_number tag_cnt") and
// sums the tagged counts per lemma and part of speech ("dog" + 'n').
func lexParseSenseCounts(data []byte) map[string]int {
	counts := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 3 {
			continue
		}
		lemma, rest, ok := strings.Cut(f[0], "%")
		n, err := strconv.Atoi(f[2])
		if !ok || err != nil || rest == "" {
			continue
		}
		var pos byte
		switch rest[0] {
		case '1':
			pos = 'n'
		case '2':
			pos = 'v'
		case '3', '5':
			pos = 'a'
		case '4':
			pos = 'r'
		default:
			continue
		}
		counts[strings.ReplaceAll(lemma, "_", " ")+"\x00"+string(pos)] += n
	}
	return counts
}

// lexParseExceptions reads a WordNet .exc file: "inflected base [base...]".
func lexParseExceptions(data []byte) [][2]string {
	var out [][2]string
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		for _, base := range f[min(1, len(f)):] {
			out = append(out, [2]string{strings.ReplaceAll(f[0], "_", " "), strings.ReplaceAll(base, "_", " ")})
		}
	}
	return out
}

// wnOffsetMap maps the synset ids of lexsrc/wordnet ("02001876-v") to
// standard PWN 3.0 ids ("02001858-v") where they differ; see
// wordNet.align for why they do.
type wnOffsetMap map[string]string

// loadWNOffsetMap derives the map from the aligned WordNet, once per build.
// Sources without WordNet or CILI give an empty map (ids used as they are).
func (s *sources) loadWNOffsetMap() (wnOffsetMap, error) {
	v, err := s.memo("lexicon:wn-offsets", func() (any, error) {
		m := wnOffsetMap{}
		wn, err := s.loadWordNet()
		if errors.Is(err, fs.ErrNotExist) {
			return m, nil
		}
		if err != nil {
			return nil, err
		}
		for _, ss := range wn.synsets {
			if ss.offset != ss.pwn {
				m[fmt.Sprintf("%08d-%c", ss.offset, ss.pos)] = ss.id()
			}
		}
		return m, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(wnOffsetMap), nil
}

// fromIndex returns the standard id of an offset listed in index.<pos>,
// where adjective satellites are listed under "a".
func (m wnOffsetMap) fromIndex(off string, pos byte) string {
	id := off + "-" + string(pos)
	if s, ok := m[id]; ok {
		return s
	}
	if pos == 'a' {
		if s, ok := m[off+"-s"]; ok {
			return s
		}
	}
	return id
}
