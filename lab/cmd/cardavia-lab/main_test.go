package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestArena_PlaysABaseline: the lab's arena takes a baseline's name
// beside the product's, and reports as cardavia-cli's does.
func TestArena_PlaysABaseline(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"arena", "--game", "schnapsen", "--a", "heuristic-v1", "--b", "easy", "--deals", "2", "--seed", "3"}, &out, &errb)
	require.Equal(t, 0, code, errb.String())
	assert.Contains(t, out.String(), "A=heuristic-v1 vs B=easy")
}

func TestRun_Usage(t *testing.T) {
	for _, args := range [][]string{{}, {"arena"}, {"arena", "--game", "schnapsen", "extra"}, {"nonsense"}} {
		var out, errb bytes.Buffer
		assert.Equal(t, 2, run(args, &out, &errb), "%v", args)
	}
	var out, errb bytes.Buffer
	require.Equal(t, 0, run([]string{"baselines"}, &out, &errb))
	assert.Contains(t, strings.Fields(out.String()), "expert-exchange")
}
