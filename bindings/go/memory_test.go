package hupai

import (
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
)

func rssKB(t *testing.T) int {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(status), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			kb, err := strconv.Atoi(strings.Fields(line)[1])
			if err != nil {
				t.Fatal(err)
			}
			return kb
		}
	}
	t.Fatal("no VmRSS")
	return 0
}

// Many calls leave the process's memory flat: HUPAI_MEMORY_CALLS calls of every kind (errors
// too, and a checker made and dropped every thousand), RSS after a warm-up against RSS at
// the end. Skipped unless the variable is set (make test sets it).
func TestMemoryFlat(t *testing.T) {
	calls, err := strconv.Atoi(os.Getenv("HUPAI_MEMORY_CALLS"))
	if err != nil {
		t.Skip("HUPAI_MEMORY_CALLS is not set")
	}
	c := mustChecker(t, "")
	p, err := NewPaohuziChecker("")
	if err != nil {
		t.Fatal(err)
	}
	rows := make([][Kinds]uint8, 16)
	for i := range rows {
		rows[i] = row(3, 1, 1, 1, 2, 1, 1, 1, 3)
	}
	call := func(i int) {
		switch i % 8 {
		case 0:
			c.IsComplete("1112345678999m5m")
		case 1:
			c.Waits("1112345678999m")
		case 2:
			c.Shanten("147m258p369s1234z")
		case 3:
			c.IsCompleteCounts(rows, nil)
		case 4:
			c.IsComplete("11x") // an error: its message must be freed
		case 5:
			p.Check("一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌")
		case 6:
			if i%1000 == 6 {
				NewChecker("joker=7z") // never closed: the finalizer frees it
			}
		default:
			c.IsComplete("1112345678999m5p")
		}
	}
	warm := calls / 10
	if warm > 200000 {
		warm = 200000
	}
	settle := func() int {
		runtime.GC()
		runtime.GC() // finalizers run after the first
		debug.FreeOSMemory()
		return rssKB(t)
	}
	for i := 0; i < warm; i++ {
		call(i)
	}
	before := settle()
	for i := 0; i < calls; i++ {
		call(i)
	}
	after := settle()
	t.Logf("memory: %d calls, RSS %d kB after warm-up, %d kB after (%+d kB)",
		calls, before, after, after-before)
	if after-before > 4096 {
		t.Errorf("RSS grew by more than 4 MB")
	}
}
