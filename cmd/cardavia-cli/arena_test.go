package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestRunArenaJSON(t *testing.T) {
	var out, errb bytes.Buffer
	err := runArena([]string{"--game", "scopa", "--a", "heuristic", "--b", "random", "--deals", "4", "--seed", "3", "--json"}, &out, &errb)
	if err != nil {
		t.Fatalf("%v (%s)", err, errb.String())
	}
	var rep struct {
		Game  string `json:"game"`
		Games int    `json:"games"`
		Win   struct {
			Mean float64 `json:"mean"`
		} `json:"win_rate"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if rep.Game != "scopa" || rep.Games != 8 {
		t.Errorf("report %+v, want scopa with 8 games", rep)
	}
}

func TestRunArenaUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"--game", "scopa", "extra"}, {"--deals", "x"}, {"--game", "scopa", "--a", "nobody"}} {
		var out, errb bytes.Buffer
		err := runArena(args, &out, &errb)
		if err == nil {
			t.Errorf("%v: no error", args)
		}
		if len(args) < 4 && !errors.Is(err, errUsage) {
			t.Errorf("%v: %v is not a usage error", args, err)
		}
	}
}

func TestRunBot(t *testing.T) {
	var out, errb bytes.Buffer
	in := strings.NewReader("{oops\n" + `{"view": {"viewer": 0, "toMove": -1, "lastCapturer": -1, "matchWinner": -1}}` + "\n")
	if err := runBot([]string{"--game", "scopa", "--level", "easy"}, in, &out, &errb); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"error"`) || !strings.Contains(lines[1], "not to move") {
		t.Errorf("answers:\n%s", out.String())
	}
	if err := runBot([]string{"--game", "scopa", "--level", "cheat"}, strings.NewReader(""), &out, &errb); !errors.Is(err, errUsage) {
		t.Errorf("cheat level: %v", err)
	}
}
