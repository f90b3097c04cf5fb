// Command coldload measures what one language costs a fresh process: for
// each language it starts itself again as a child, which builds an
// Analyzer on the embedded packs (packs/all), parses one sentence of the
// language (the first of devsets/langid) with the default pipeline and words on, and
// reports its time from the start of main and its peak resident memory
// (VmHWM of /proc/self/status, Linux; the rusage maximum elsewhere):
//
//	go build -o /tmp/coldload ./bench/cmd/coldload && /tmp/coldload [-data ../shared] [-lang a,b] [-runs 3]
//
// -cpuprofile and -memprofile write each language's profiles (the heap
// profile holds every allocation up to the end of the first parse); -packs
// loads flat packs from a folder (lexdata/build -flat) instead of the
// embedded ones, to measure a pack build before it is committed.
//
// Build it first: under go run, the compiler's work would be timed too.
// The wall column is the parent's view of the whole child process (binary
// loading, Go runtime start, exit); each figure is the median of -runs
// runs. The CPU column is the child's user and system time, all threads
// (the garbage collector's too): on a busy machine it moves less than the
// wall time does. The live heap is what the child's last collection found
// live, and GCs how many collections ran: the peak is about the pages of
// the binary and packs touched plus the live heap and the garbage made
// since that collection. Loading is lazy, so a language's time includes the sections its
// first request touches, not the whole pack.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/argot-nlp/argot"
	"github.com/argot-nlp/argot/bench"
	"github.com/argot-nlp/argot/packs/all"
)

// childEnv names the language a child process measures.
const childEnv = "ARGOT_COLDLOAD_LANG"

// textEnv holds the child's sentence.
const textEnv = "ARGOT_COLDLOAD_TEXT"

// profileEnv names the file a child writes its CPU profile to.
const profileEnv = "ARGOT_COLDLOAD_CPUPROFILE"

// memProfileEnv names the file a child writes its heap profile to.
const memProfileEnv = "ARGOT_COLDLOAD_MEMPROFILE"

// packsEnv names a folder of flat packs a child loads instead of the
// embedded ones.
const packsEnv = "ARGOT_COLDLOAD_PACKS"

// result is what a child prints as JSON.
type result struct {
	Lang    string  `json:"lang"`
	LoadMS  float64 `json:"load_ms"`  // argot.New and the first Parse
	TotalMS float64 `json:"total_ms"` // from the start of main
	PeakMB  float64 `json:"peak_mb"`  // VmHWM
	LiveMB  float64 `json:"live_mb"`  // heap marked live by the last collection
	GCs     uint64  `json:"gcs"`      // collections up to the end of the first parse
	Tokens  int     `json:"tokens"`
	WallMS  float64 `json:"wall_ms"` // set by the parent
	CPUMS   float64 `json:"cpu_ms"`  // user + system time of the child, set by the parent
}

func main() {
	start := time.Now()
	if lang := os.Getenv(childEnv); lang != "" {
		if err := child(start, lang, os.Getenv(textEnv), os.Getenv(profileEnv), os.Getenv(memProfileEnv), os.Getenv(packsEnv)); err != nil {
			fmt.Fprintln(os.Stderr, "coldload:", err)
			os.Exit(1)
		}
		return
	}
	data := flag.String("data", "", "the shared data folder (default $ARGOT_SHARED or ../shared)")
	langs := flag.String("lang", "", "comma-separated language ids (default: all)")
	runs := flag.Int("runs", 3, "runs per language; the median is shown")
	profile := flag.String("cpuprofile", "", "write the CPU profile of each language's first run to this file + \"-LANG\"")
	memProfile := flag.String("memprofile", "", "write the heap profile (after the first parse) of each language's first run to this file + \"-LANG\"")
	packs := flag.String("packs", "", "load flat packs from this folder instead of the embedded ones (pack files are then read, not mapped)")
	flag.Parse()
	cfg := bench.Config{Data: *data, MaxSentences: 1}
	if *langs != "" {
		cfg.Langs = strings.Split(*langs, ",")
	}
	if err := parent(cfg, max(1, *runs), profiles{*profile, *memProfile}, *packs); err != nil {
		fmt.Fprintln(os.Stderr, "coldload:", err)
		os.Exit(1)
	}
}

// profiles are the file name prefixes of the children's profiles; empty
// for none.
type profiles struct{ cpu, mem string }

// parent runs the children and prints a Markdown table.
func parent(cfg bench.Config, runs int, profile profiles, packs string) error {
	samples, err := bench.LangIDSamples(cfg)
	if err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	fmt.Println("| lang | wall ms | load + first parse ms | CPU ms | peak RSS MB | live heap MB at last GC | GCs | tokens |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|")
	for _, s := range samples {
		var rs []result
		for i := range runs {
			var prof profiles
			if i == 0 {
				if profile.cpu != "" {
					prof.cpu = profile.cpu + "-" + s.Lang
				}
				if profile.mem != "" {
					prof.mem = profile.mem + "-" + s.Lang
				}
			}
			r, err := runChild(self, s.Lang, s.Text, prof, packs)
			if err != nil {
				return fmt.Errorf("%s: %w", s.Lang, err)
			}
			rs = append(rs, r)
		}
		med := func(f func(result) float64) float64 {
			v := make([]float64, len(rs))
			for i, r := range rs {
				v[i] = f(r)
			}
			slices.Sort(v)
			return v[len(v)/2]
		}
		fmt.Printf("| %s | %.0f | %.0f | %.0f | %.1f | %.1f | %.0f | %d |\n", s.Lang,
			med(func(r result) float64 { return r.WallMS }),
			med(func(r result) float64 { return r.LoadMS }),
			med(func(r result) float64 { return r.CPUMS }),
			med(func(r result) float64 { return r.PeakMB }),
			med(func(r result) float64 { return r.LiveMB }),
			med(func(r result) float64 { return float64(r.GCs) }), rs[0].Tokens)
	}
	return nil
}

// runChild measures one language in a fresh process.
func runChild(self, lang, text string, profile profiles, packs string) (result, error) {
	var r result
	cmd := exec.Command(self)
	cmd.Env = append(os.Environ(), childEnv+"="+lang, textEnv+"="+text, profileEnv+"="+profile.cpu,
		memProfileEnv+"="+profile.mem, packsEnv+"="+packs)
	cmd.Stderr = os.Stderr
	t := time.Now()
	out, err := cmd.Output()
	wall := time.Since(t)
	if err != nil {
		return r, err
	}
	if err := json.Unmarshal(out, &r); err != nil {
		return r, fmt.Errorf("child output %q: %w", out, err)
	}
	r.WallMS = ms(wall)
	if st := cmd.ProcessState; st != nil {
		r.CPUMS = ms(st.UserTime() + st.SystemTime())
	}
	if r.PeakMB == 0 && cmd.ProcessState != nil {
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			r.PeakMB = float64(ru.Maxrss) / 1024 // kilobytes on Linux
			if runtime.GOOS == "darwin" {
				r.PeakMB /= 1024 // bytes
			}
		}
	}
	return r, nil
}

// child loads the packs, parses text in lang and prints its result.
func child(start time.Time, lang, text, profile, memProfile, packs string) error {
	if memProfile != "" {
		runtime.MemProfileRate = 64 << 10
	}
	if profile != "" {
		f, err := os.Create(profile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	t := time.Now()
	var fsys fs.FS = all.FS
	if packs != "" {
		fsys = os.DirFS(packs)
	}
	a, err := argot.New(argot.WithPackFS(fsys))
	if err != nil {
		return err
	}
	resp, err := a.Parse(context.Background(), argot.Request{Language: lang, Content: text,
		Settings: argot.Settings{Words: argot.Bool(true)}})
	if err != nil {
		return err
	}
	r := result{Lang: lang, LoadMS: ms(time.Since(t)), TotalMS: ms(time.Since(start)), PeakMB: peakMB()}
	// What the last collection found live, and how many ran: the peak
	// is about the binary's touched pages plus up to twice the live heap
	// (GOGC=100), so these tell kept memory from garbage. Read without
	// forcing a collection, which would add to the CPU time.
	m := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(m)
	if m[0].Value.Kind() == metrics.KindUint64 && m[1].Value.Kind() == metrics.KindUint64 {
		r.LiveMB = float64(m[0].Value.Uint64()) / (1 << 20)
		r.GCs = m[1].Value.Uint64()
	}
	if memProfile != "" {
		f, err := os.Create(memProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		runtime.GC() // the profile shows the allocations up to the last collection
		if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
			return err
		}
	}
	for _, s := range resp.SentenceList {
		r.Tokens += len(s.Words)
	}
	return json.NewEncoder(os.Stdout).Encode(r)
}

// peakMB reads VmHWM from /proc/self/status; 0 where there is none.
func peakMB() float64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			if err != nil {
				return 0
			}
			return kb / 1024
		}
	}
	return 0
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
