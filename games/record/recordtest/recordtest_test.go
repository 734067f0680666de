package recordtest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// recorder is the testing.TB that Golden reports to in these tests. Only
// the methods Golden calls are implemented; the embedded nil TB supplies the
// interface's unexported method.
type recorder struct {
	testing.TB
	msgs  []string
	fatal bool
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	r.fatal = true
	runtime.Goexit()
}

func (r *recorder) Fatal(args ...any) { r.Fatalf("%s", fmt.Sprint(args...)) }

// golden runs Golden on a recorder, in a goroutine of its own so that a
// Fatalf ends only that goroutine, as it ends a test.
func golden(name, got string) *recorder {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		Golden(r, name, got)
	}()
	<-done
	return r
}

// inTestdata runs the test in a fresh directory holding testdata/name with
// the given content, and returns the file's path.
func inTestdata(t *testing.T, name, content string) string {
	t.Helper()
	t.Chdir(t.TempDir())
	if err := os.Mkdir("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func setUpdate(t *testing.T, on bool) {
	old := *Update
	*Update = on
	t.Cleanup(func() { *Update = old })
}

func TestGolden_Mismatch(t *testing.T) {
	setUpdate(t, false)
	old := edited(10, nil)
	path := inTestdata(t, "x.golden", old)
	r := golden("x.golden", edited(10, map[int]string{5: "five\n"}))
	if len(r.msgs) != 1 || r.fatal {
		t.Fatalf("reports %q (fatal %v), want one error", r.msgs, r.fatal)
	}
	for _, want := range []string{path, "@@ -2,7 +2,7 @@", "\n-line 5\n+five\n", "-update"} {
		if !strings.Contains(r.msgs[0], want) {
			t.Errorf("the report lacks %q:\n%s", want, r.msgs[0])
		}
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != old {
		t.Errorf("a mismatch changed the golden file (%v):\n%s", err, b)
	}
}

func TestGolden_Match(t *testing.T) {
	setUpdate(t, false)
	inTestdata(t, "x.golden", "same\n")
	if r := golden("x.golden", "same\n"); len(r.msgs) != 0 {
		t.Errorf("equal text reported %q", r.msgs)
	}
}

func TestGolden_Update(t *testing.T) {
	setUpdate(t, true)
	path := inTestdata(t, "x.golden", "old\n")
	if r := golden("x.golden", "new\n"); len(r.msgs) != 0 {
		t.Fatalf("-update reported %q", r.msgs)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != "new\n" {
		t.Errorf("-update wrote %q (%v)", b, err)
	}
}

func TestGolden_Missing(t *testing.T) {
	setUpdate(t, false)
	inTestdata(t, "x.golden", "")
	r := golden("y.golden", "text\n")
	if !r.fatal || len(r.msgs) != 1 || !strings.Contains(r.msgs[0], "-update to create it") {
		t.Errorf("a missing file reports %q (fatal %v)", r.msgs, r.fatal)
	}
	if _, err := os.Stat(filepath.Join("testdata", "y.golden")); !os.IsNotExist(err) {
		t.Errorf("a missing golden file was created (%v)", err)
	}
}
