package packbuild

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/argot-nlp/argot/lexdata"
)

// cili is the Collaborative Interlingual Index: the map from a Princeton
// WordNet 3.0 synset ("02084071-n") to its ILI number, which Argot uses as
// the family id in every language.
type cili struct {
	byOffset map[string]uint32 // "02084071-n" -> 46360; satellites keyed with "-s" and "-a"
}

// ciliProvenance is where lexsrc/cili comes from (SOURCES-lex.md §2).
var ciliProvenance = lexdata.Provenance{
	Source:  "github.com/globalwordnet/cili ili-map-pwn30.tab",
	Version: "dfc99e15e11e5b20e143f29386220d7b69805628",
	License: "CC-BY-4.0",
}

// loadCILI parses cili/ili-map-pwn30.tab once per build.
func (s *sources) loadCILI() (*cili, error) {
	v, err := s.memo("cili", func() (any, error) {
		data, err := s.readMaybeZst("cili/ili-map-pwn30.tab")
		if err != nil {
			return nil, err
		}
		return parseCILI(data)
	})
	if err != nil {
		return nil, err
	}
	return v.(*cili), nil
}

func parseCILI(data []byte) (*cili, error) {
	c := &cili{byOffset: make(map[string]uint32, 120_000)}
	sc := bufio.NewScanner(bytes.NewReader(data))
	line := 0
	for sc.Scan() {
		line++
		ili, synset, ok := strings.Cut(sc.Text(), "\t")
		if !ok || !strings.HasPrefix(ili, "i") {
			continue
		}
		n, err := strconv.ParseUint(ili[1:], 10, 32)
		if err != nil {
			return nil, fmt.Errorf("cili line %d: %w", line, err)
		}
		synset = strings.TrimSpace(synset)
		c.byOffset[synset] = uint32(n)
		// OMW files write satellites as "-a" or "-s"; accept both.
		if off, ok := strings.CutSuffix(synset, "-s"); ok {
			c.byOffset[off+"-a"] = uint32(n)
		}
	}
	return c, sc.Err()
}

// family returns the ILI number of a PWN 3.0 synset id such as "02084071-n".
func (c *cili) family(synset string) (uint32, bool) {
	f, ok := c.byOffset[synset]
	return f, ok
}
