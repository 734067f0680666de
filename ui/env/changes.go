package env

import (
	"sort"
	"sync"

	"fyne.io/fyne/v2"
)

// Changes tells the open screens that the preferences or the app's settings
// (the theme, light or dark) changed. Fyne has no way to remove a
// preferences or settings listener, so a screen that added its own would be
// kept alive by the app, with everything it holds, for the rest of the run.
// The shell therefore adds one of each when it starts, for the life of the
// app, and screens subscribe here and cancel when they close.
type Changes struct {
	mu   sync.Mutex
	next int
	subs map[int]func()
}

// NewChanges listens to a's preferences and settings, once, for as long as a
// runs. Make one per app (the shell does), not one per screen.
func NewChanges(a fyne.App) *Changes {
	c := &Changes{subs: map[int]func(){}}
	a.Preferences().AddChangeListener(c.notify)
	a.Settings().AddListener(func(fyne.Settings) { c.notify() })
	return c
}

// OnChange registers f to run after every change of a preference or setting,
// on the goroutine that made it (the UI goroutine, for the settings screen).
// The returned function unregisters f; call it when the screen goes away.
func (c *Changes) OnChange(f func()) (cancel func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	k := c.next
	c.next++
	c.subs[k] = f
	return func() {
		c.mu.Lock()
		delete(c.subs, k)
		c.mu.Unlock()
	}
}

// Len returns the number of subscribers (tests: a closed screen must not
// stay subscribed).
func (c *Changes) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.subs)
}

// notify calls the subscribers in the order they subscribed, outside the
// lock, so that one may subscribe or cancel while it runs.
func (c *Changes) notify() {
	c.mu.Lock()
	keys := make([]int, 0, len(c.subs))
	for k := range c.subs {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	fns := make([]func(), len(keys))
	for i, k := range keys {
		fns[i] = c.subs[k]
	}
	c.mu.Unlock()
	for _, f := range fns {
		f()
	}
}
