package translations

import (
	"errors"
	"fmt"
	"log"
	"sort"
	"sync"

	"github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/cardavia/cardavia/games/cards"
)

// Localizer turns message ids into text in the current language. It is safe
// for concurrent use; the language can change at runtime, and screens listen
// with OnChange to re-set their texts.
type Localizer struct {
	b *Bundle

	mu        sync.RWMutex
	lang      Language
	loc       *i18n.Localizer
	missing   map[string]bool
	listeners map[int]func()
	next      int

	// untranslated holds "code:id" for every message the current language
	// lacked and that was shown in English instead; report is told about
	// each once (log.Printf unless a test replaces it).
	untranslated map[string]bool
	report       func(format string, args ...any)
}

// NewLocalizer returns a localizer for lang (any Language from b). When
// lang's message file cannot be read, it speaks English and reports why.
func NewLocalizer(b *Bundle, lang Language) *Localizer {
	l := &Localizer{b: b, missing: map[string]bool{}, listeners: map[int]func(){},
		untranslated: map[string]bool{}, report: log.Printf}
	if err := l.set(lang); err != nil {
		l.report("translations: %v; showing English", err)
	}
	return l
}

// set makes lang the current language, parsing its messages the first time
// it is used. When they cannot be parsed (a damaged or vanished file), the
// language becomes English, whose messages were parsed with the bundle, and
// the error says which file failed.
func (l *Localizer) set(lang Language) error {
	ib, err := l.b.messages(lang)
	if err != nil {
		lang = l.b.langs[0] // English: loadBundle sorts it first
		ib, _ = l.b.messages(lang)
	}
	l.lang = lang
	// English is the second choice so that a language lacking a message
	// falls back to the English file rather than to a code default.
	l.loc = i18n.NewLocalizer(ib, lang.Tag.String(), English.String())
	return err
}

// Bundle returns the bundle the localizer reads.
func (l *Localizer) Bundle() *Bundle { return l.b }

// Language returns the current language.
func (l *Localizer) Language() Language {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.lang
}

// SetLanguage switches the language and then calls every OnChange listener
// (on the caller's goroutine; in the app that is the UI goroutine). When the
// language's messages cannot be read, the error says which file failed and
// the localizer switches to English instead (the listeners still run).
func (l *Localizer) SetLanguage(lang Language) error {
	l.mu.Lock()
	err := l.set(lang)
	fns := make([]func(), 0, len(l.listeners))
	keys := make([]int, 0, len(l.listeners))
	for k := range l.listeners {
		keys = append(keys, k)
	}
	sort.Ints(keys) // registration order: parents re-text before children
	for _, k := range keys {
		fns = append(fns, l.listeners[k])
	}
	l.mu.Unlock()
	for _, f := range fns {
		f()
	}
	return err
}

// OnChange registers f to run after every language switch. The returned
// function unregisters it (call it when the screen goes away).
func (l *Localizer) OnChange(f func()) (cancel func()) {
	l.mu.Lock()
	defer l.mu.Unlock()
	k := l.next
	l.next++
	l.listeners[k] = f
	return func() {
		l.mu.Lock()
		delete(l.listeners, k)
		l.mu.Unlock()
	}
}

// T returns message id in the current language. english is the source text
// used when no file has the id (so a missing entry shows English, never a
// blank or a panic). args are template data as key/value pairs:
// T("home.cards", "{{.Count}} cards", "Count", 40). A "Count" key also picks
// the plural form. Ids absent from the English file are remembered and
// reported by Missing.
func (l *Localizer) T(id, english string, args ...any) string {
	if _, ok := l.b.english[id]; !ok {
		l.mu.Lock()
		l.missing[id] = true
		l.mu.Unlock()
	}
	return l.localize(id, english, args)
}

// Name localises a piece of engine text (a game, a country, a card): the
// engine carries its own English, so an id without an entry is not reported.
func (l *Localizer) Name(n cards.Name, args ...any) string {
	if n.ID == "" {
		return n.English
	}
	return l.localize(n.ID, n.English, args)
}

func (l *Localizer) localize(id, english string, args []any) string {
	data := map[string]any{}
	var count any
	for i := 0; i+1 < len(args); i += 2 {
		k, ok := args[i].(string)
		if !ok {
			continue
		}
		data[k] = args[i+1]
		if k == "Count" {
			count = args[i+1]
		}
	}
	cfg := &i18n.LocalizeConfig{
		DefaultMessage: &i18n.Message{ID: id, Other: english},
		TemplateData:   data,
		PluralCount:    count,
	}
	l.mu.RLock()
	loc, lang := l.loc, l.lang
	l.mu.RUnlock()
	s, _, err := loc.LocalizeWithTag(cfg)
	var notFound *i18n.MessageNotFoundErr
	if err != nil && lang.Tag != English && errors.As(err, &notFound) {
		l.noteUntranslated(lang.Code, id)
	}
	if s == "" && err != nil {
		// A bad plural count or template: show the English source text
		// with its placeholders rather than nothing.
		return english
	}
	return s
}

// noteUntranslated records that language code lacks message id (the text
// was shown in English) and reports it the first time only, so a screen
// re-texting every second does not flood the log.
func (l *Localizer) noteUntranslated(code, id string) {
	key := code + ":" + id
	l.mu.Lock()
	seen := l.untranslated[key]
	l.untranslated[key] = true
	report := l.report
	l.mu.Unlock()
	if !seen && report != nil {
		report("translations: %s has no message %q; showing English", code, id)
	}
}

// Untranslated returns "code:id" for every message shown in English because
// the language in use lacked it, sorted.
func (l *Localizer) Untranslated() []string {
	l.mu.RLock()
	defer l.mu.RUnlock()
	out := make([]string, 0, len(l.untranslated))
	for k := range l.untranslated {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Missing returns the ids passed to T that the English file lacks, sorted.
func (l *Localizer) Missing() []string {
	l.mu.RLock()
	defer l.mu.RUnlock()
	ids := make([]string, 0, len(l.missing))
	for id := range l.missing {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// String implements fmt.Stringer for debugging.
func (l *Localizer) String() string { return fmt.Sprintf("Localizer(%s)", l.Language().Code) }
