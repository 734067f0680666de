package storage

import (
	"math/rand/v2"
	"syscall"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
)

// faultyFS is the real file system with failures injected: a disk that
// fills up after some bytes, a folder where nothing may be created, a
// rename that fails.
type faultyFS struct {
	OS
	spaceLeft int   // bytes a write may still add; < 0 for no limit
	create    error // CreateTemp fails with this
	rename    error // Rename fails with this
}

type faultyFile struct {
	File
	fs *faultyFS
}

func (f *faultyFile) Write(p []byte) (int, error) {
	if f.fs.spaceLeft >= 0 && len(p) > f.fs.spaceLeft {
		n, _ := f.File.Write(p[:f.fs.spaceLeft])
		f.fs.spaceLeft = 0
		return n, syscall.ENOSPC
	}
	if f.fs.spaceLeft >= 0 {
		f.fs.spaceLeft -= len(p)
	}
	return f.File.Write(p)
}

func (f *faultyFS) CreateTemp(dir, prefix string) (File, error) {
	if f.create != nil {
		return nil, f.create
	}
	file, err := f.OS.CreateTemp(dir, prefix)
	if err != nil {
		return nil, err
	}
	return &faultyFile{File: file, fs: f}, nil
}

func (f *faultyFS) Rename(o, n string) error {
	if f.rename != nil {
		return f.rename
	}
	return f.OS.Rename(o, n)
}

// appLevels are the level names the app's store is given (its level
// setting's values), as the saves in these tests spell them.
func appLevels() []string { return []string{"easy", "normal", "expert"} }

func gameInfo(t testing.TB, id string) *games.Info {
	t.Helper()
	g, err := catalog.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// scriptChoice is the scripted player of every seat: the i-th action of a
// match (deals included) is drawn from a generator seeded by the match
// seed and i, so a match resumed at action i goes on exactly as it would
// have without the break.
func scriptChoice(seed uint64, i int, legal []games.Action) games.Action {
	rng := rand.New(rand.NewPCG(seed, uint64(i)))
	return legal[rng.IntN(len(legal))]
}

// scriptHeader is the record header of scripted match seed of g.
func scriptHeader(g *games.Info, seed uint64) *record.Record {
	return &record.Record{Game: g.ID, Deck: cards.ByID(g.Decks[0]).Key(), Seed: seed, Dealer: -1}
}

// script plays the scripted match to its end, independently of the store,
// and returns its record and final state.
func script(t testing.TB, g *games.Info, seed uint64) (*record.Record, games.State) {
	t.Helper()
	i := 0
	rec, st, err := record.Play(g, scriptHeader(g, seed), func(_ games.State, legal []games.Action) games.Action {
		a := scriptChoice(seed, i, legal)
		i++
		return a
	})
	if err != nil {
		t.Fatal(err)
	}
	return rec, st
}

// prefix is rec with its first n moves.
func prefix(rec *record.Record, n int) *record.Record {
	r := *rec
	r.Moves = append([]record.Move(nil), rec.Moves[:n]...)
	return &r
}

// openKeeper is Open for a test: the keeper's writer is flushed when the
// test ends, before its temporary directory is removed — a write still in
// flight would leave a file there and fail the cleanup.
func openKeeper(tb testing.TB, store *Store, gs []*games.Info) (*Keeper, []error) {
	tb.Helper()
	k, problems := Open(store, gs)
	tb.Cleanup(func() { _ = k.Flush() })
	return k, problems
}
