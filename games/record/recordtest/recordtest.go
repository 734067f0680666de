// Package recordtest helps engine tests keep golden transcripts: files in
// testdata that hold record.Transcript output, rewritten with -update.
package recordtest

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// Update is the -update flag of every test binary that imports this package:
// golden files are rewritten instead of compared. Review the diff after.
var Update = flag.Bool("update", false, "rewrite the golden files in testdata")

// Golden compares got with testdata/name, or writes it there under -update.
// A mismatch fails the test with a line diff and leaves the file as it is.
func Golden(t testing.TB, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *Update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	if d := diff(string(want), got); d != "" {
		t.Errorf("%s differs from this run (-golden +got):\n%s"+
			"if the change is meant, rerun with -update and review the diff with git diff", path, d)
	}
}
