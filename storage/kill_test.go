package storage

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/internal/testsize"
)

// The crash test: a child process (this test binary, started again with
// childEnv set) plays a scripted match through the real Keeper and Store,
// resuming from the save it finds, and prints "saved <moves>" after every
// save returns, then waits for the parent's go-ahead before the next move.
// The parent kills it with SIGKILL right after giving the go-ahead after
// a random one of those lines — so the kill lands anywhere in the next
// move, sometimes in the middle of its write — then checks the save on disk and
// starts the child again, which must resume exactly there.

const childEnv = "CARDAVIA_STORAGE_KILL_CHILD" // "<dir> <game> <seed>"

func TestMain(m *testing.M) {
	if arg := os.Getenv(childEnv); arg != "" {
		os.Exit(killChild(arg))
	}
	os.Exit(m.Run())
}

// killChild plays one scripted match from its save to its end; the exit
// code says what went wrong (the parent reports it).
func killChild(arg string) int {
	f := strings.Fields(arg)
	if len(f) != 3 {
		return 2
	}
	seed, _ := strconv.ParseUint(f[2], 10, 64)
	g, err := catalog.Lookup(f[1])
	if err != nil {
		return 2
	}
	kfs := &killFS{}
	k, problems := Open(&Store{Dir: f[0], FS: kfs, Levels: appLevels()}, []*games.Info{g})
	if len(problems) > 0 {
		fmt.Println("damaged", problems[0])
		return 3
	}
	rec := scriptHeader(g, seed)
	var st games.State
	applied := 0
	if m, ok := k.Saved(g.ID); ok {
		rec = m.Record
		// Every step counts, deals included: the script draws the i-th
		// action of the match from i.
		if st, err = record.Replay(rec, g, func(record.Step) { applied++ }); err != nil {
			fmt.Println("replay", err)
			return 4
		}
	} else if st, err = g.New(games.Config{Seed: seed, Dealer: -1, Deck: g.Decks[0]}); err != nil {
		return 4
	}
	fmt.Println("resumed", len(rec.Moves))
	// Each move waits for the parent's go-ahead, so that the parent knows
	// how far the child can have got when the kill lands.
	in := bufio.NewReader(os.Stdin)
	var legal []games.Action
	for !st.Done() {
		line, err := in.ReadString('\n')
		if err != nil {
			return 7
		}
		// "go <j>": die by SIGKILL at the j-th file operation of this move.
		if _, j, ok := strings.Cut(strings.TrimSpace(line), " "); ok {
			kfs.armed, _ = strconv.Atoi(j)
		}
		legal = st.Legal(legal[:0])
		a := scriptChoice(seed, applied, legal)
		seat, text := st.Player(), st.FormatAction(a)
		if _, err := st.Apply(a, nil); err != nil {
			return 5
		}
		applied++
		if seat >= 0 {
			rec.Moves = append(rec.Moves, record.Move{Seat: seat, Action: text})
		}
		if err := k.Moved(rec, "normal", st); err != nil {
			fmt.Println("save", err)
			return 6
		}
		// Moved hands the save to the keeper's writer goroutine; a save is
		// reported once it is on disk.
		if err := k.Flush(); err != nil {
			fmt.Println("save", err)
			return 6
		}
		fmt.Println("saved", len(rec.Moves))
	}
	fmt.Println("done", st.Result().Deals)
	return 0
}

// TestKill_ResumesWhereItWasKilled plays scripted deals of each game,
// killing the player at random points, and checks after every kill that the
// save holds the moves made up to the last reported save or one more (the
// kill may land after the next save completed), equal to an independent
// replay of the script, and that the restarted child resumes from exactly
// that position. It must see both kinds of kill, inside a save's file
// operations (a temporary file left) and after a save that the child never
// got to report, or it has not tested what it claims.
//
// The full run (-tags exhaustive) plays 50 deals of each game (200 in
// all). By default it plays 3 of each: the first two kills of every game
// are placed, so that each kind occurs on every run whatever the timing of
// the rest (the child dies at its save's sync, the temporary file written
// but not renamed, and then at the folder sync after the rename, the save
// complete but unreported); every later kill is random, as in the full run.
func TestKill_ResumesWhereItWasKilled(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 14))
	dealsPerGame := testsize.Pick(3, 50)
	// The placed kills: after stop saves of a child, at file operation op
	// of its next move. A move that saves only the match does MkdirAll,
	// CreateTemp, Write, Sync, Close, Rename, SyncDir (WriteFile); the
	// third and sixth moves of a match's first deal save nothing else.
	placed := []struct {
		stop, op  int
		midWrite  bool // the kill leaves a temporary file
		ahead     bool // the save holds the move the child did not report
		operation string
	}{
		{stop: 3, op: 4, midWrite: true, operation: "Sync"},
		{stop: 3, op: 7, ahead: true, operation: "SyncDir"},
	}
	kills, midWrite, ahead := 0, 0, 0
	for _, g := range catalog.All() {
		dir := t.TempDir()
		deals, gameKills := 0, 0
		for seed := uint64(1); deals < dealsPerGame; seed++ {
			full, final := script(t, g, seed)
			expect := 0 // where the next child must resume
			for {
				p := gameKills < len(placed)
				var stop int        // kill after this many saves
				var kill func() int // how: see runChild
				if p {
					stop, kill = placed[gameKills].stop, func() int { return placed[gameKills].op }
				} else {
					stop = 1 + rng.IntN(40)
					kill = func() int {
						if rng.IntN(2) == 0 {
							return 0
						}
						return 1 + rng.IntN(14)
					}
				}
				resumed, saved, finished := runChild(t, dir, g.ID, seed, stop, kill)
				if resumed != expect {
					t.Fatalf("%s seed %d: the save holds %d moves, the child resumed at %d", g.ID, seed, expect, resumed)
				}
				if finished {
					break
				}
				kills++
				temp := false
				if names, _ := (OS{}).List(dir); len(names) > 0 {
					for _, name := range names {
						if strings.Contains(name, tempMarker) {
							temp = true
							midWrite++ // the kill landed inside a save
						}
					}
				}
				m, _, err := NewStore(dir, appLevels()).LoadMatch(g)
				if err != nil {
					t.Fatalf("%s seed %d: the save after a kill could not be read: %v", g.ID, seed, err)
				}
				if m == nil {
					// Only the match's last move deletes the save, and
					// nothing is kept before the person's first move (the
					// computers' first bids in Skat): the file may hold
					// saved or saved+1 moves, and the save of saved+1 may be the
					// one the kill cut short.
					personMoved := slices.ContainsFunc(prefix(full, saved).Moves, func(mv record.Move) bool { return mv.Seat == Seat })
					if saved+1 < len(full.Moves) && personMoved {
						t.Fatalf("%s seed %d: no save after a kill at move %d of %d", g.ID, seed, saved, len(full.Moves))
					}
					break
				}
				n := len(m.Record.Moves)
				if n != saved && n != saved+1 {
					t.Fatalf("%s seed %d: killed after save %d, the file holds %d moves", g.ID, seed, saved, n)
				}
				if !m.Record.Equal(prefix(full, n)) {
					t.Fatalf("%s seed %d: the save of %d moves differs from the script:\n%s", g.ID, seed, n, m.Record.Format())
				}
				if n == saved+1 {
					ahead++
				}
				if p {
					pk := placed[gameKills]
					if temp != pk.midWrite || (n == saved+1) != pk.ahead {
						t.Errorf("%s seed %d: killed at the %s of the move after save %d: temporary file left %v (want %v), save ahead of the last report %v (want %v)",
							g.ID, seed, pk.operation, saved, temp, pk.midWrite, n == saved+1, pk.ahead)
					}
				}
				gameKills++
				expect = n
			}
			deals += final.Result().Deals
		}
	}
	t.Logf("%d kills: %d inside a save (a temporary file left), %d after the next save", kills, midWrite, ahead)
	if midWrite == 0 {
		t.Errorf("none of %d kills landed inside a save", kills)
	}
	if ahead == 0 {
		t.Errorf("none of %d kills landed after a save the child had not reported", kills)
	}
}

// killFS is the real file system, which kills its own process at the
// armed-th operation from now: so the crash test also dies between any two
// steps of a save (after the write, before the sync, after the rename …),
// without depending on timing.
type killFS struct {
	OS
	armed int
}

func (k *killFS) step() {
	if k.armed <= 0 {
		return
	}
	if k.armed--; k.armed == 0 {
		p, _ := os.FindProcess(os.Getpid())
		_ = p.Kill() // SIGKILL on Unix
		select {}    // the signal is on its way
	}
}

type killFile struct {
	File
	k *killFS
}

func (f killFile) Write(b []byte) (int, error) { f.k.step(); return f.File.Write(b) }
func (f killFile) Sync() error                 { f.k.step(); return f.File.Sync() }
func (f killFile) Close() error                { f.k.step(); return f.File.Close() }

func (k *killFS) MkdirAll(dir string) error { k.step(); return k.OS.MkdirAll(dir) }
func (k *killFS) CreateTemp(dir, prefix string) (File, error) {
	k.step()
	f, err := k.OS.CreateTemp(dir, prefix)
	if err != nil {
		return nil, err
	}
	return killFile{File: f, k: k}, nil
}
func (k *killFS) Rename(o, n string) error { k.step(); return k.OS.Rename(o, n) }
func (k *killFS) Remove(name string) error { k.step(); return k.OS.Remove(name) }
func (k *killFS) SyncDir(dir string) error { k.step(); return k.OS.SyncDir(dir) }

// runChild starts the child on the game's save in dir and kills it after
// it has reported stop saves. It returns where it resumed, the last save it reported, and
// whether it played the match to its end before the kill.
// kill says how: 0 for the parent's SIGKILL right after the go-ahead (the
// kill lands before, during or after the move's save, as timing has it), j
// for the child's own at the j-th file operation of the move.
func runChild(t *testing.T, dir, game string, seed uint64, stop int, kill func() int) (resumed, saved int, finished bool) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s %s %d", childEnv, dir, game, seed))
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	goAhead := func() { _, _ = in.Write([]byte("go\n")) } // fails once the child has exited
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	count := 0
	var lines []string
	for sc.Scan() {
		line := sc.Text()
		lines = append(lines, line)
		word, num, _ := strings.Cut(line, " ")
		n, _ := strconv.Atoi(num)
		switch word {
		case "resumed":
			resumed = n
			goAhead()
			continue
		case "saved":
			saved = n
			count++
		case "done":
			finished = true
			continue
		default:
			continue
		}
		if count == stop+1 {
			// The self-kill did not come in the move: kill it now.
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			return resumed, saved, false
		}
		if count < stop {
			goAhead()
			continue
		}
		op := kill()
		if op == 0 {
			// The child is now making the next move: the kill lands
			// before, during or after its save.
			goAhead()
			_ = cmd.Process.Kill() // SIGKILL on Unix
			_ = cmd.Wait()
			return resumed, saved, false
		}
		// The child kills itself at file operation op of the move.
		_, _ = fmt.Fprintf(in, "go %d\n", op)
	}
	if !finished && count >= stop {
		_ = cmd.Wait()
		return resumed, saved, false
	}
	if err := cmd.Wait(); err != nil || !finished {
		t.Fatalf("%s seed %d: the child failed (%v):\n%s", game, seed, err, strings.Join(lines, "\n"))
	}
	return resumed, saved, true
}
