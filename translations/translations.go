// Package translations holds Cardavia's message catalogues and rules pages and
// the Localizer every screen uses for visible text.
//
// Adding a language is dropping in files: active.<code>.toml next to
// active.en.toml (go-i18n's TOML format, the same message ids), and optionally
// rules/<code>/<game>.md. Only languages with an active.<code>.toml are
// offered; messages and rules pages a language lacks fall back to English.
package translations

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

//go:embed active.*.toml
var messageFiles embed.FS

//go:embed rules
var rulesFiles embed.FS

// English is the source language: its file holds every message id.
var English = language.English

// SelfNameID is the message id under which each language file spells its own
// name ("Deutsch", "한국어"): the language selector shows that, so dropping in
// a file brings its label with it.
const SelfNameID = "language.self"

// Language is one language that has a message file.
type Language struct {
	Tag  language.Tag
	Code string // file code, e.g. "en", "de", "ms"
	Name string // the language's own name for itself
}

// Bundle is the set of message files. English is parsed when the bundle is
// made (it is every message's fallback); another language's file is parsed
// only when a localizer first uses it: the six parsed catalogues held about
// 4 MB of the home screen's heap, for five languages nobody had chosen.
type Bundle struct {
	langs   []Language
	english map[string]*i18n.Message // the English source messages by id
	matcher language.Matcher

	enFile *i18n.MessageFile        // English, parsed
	files  map[string][]messageFile // a language's files by code, in load order

	mu     sync.Mutex
	loaded map[string]*i18n.Bundle // by code: English plus that language, never changed once made
}

// messageFile is one active.<code>.toml, not parsed yet.
type messageFile struct {
	fsys fs.FS
	name string
}

// NewBundle loads the embedded message files.
func NewBundle() (*Bundle, error) { return loadBundle(messageFiles) }

// NewBundleWith loads the embedded message files plus the active.*.toml
// files of extra (a language being written, or a test's sample language).
func NewBundleWith(extra fs.FS) (*Bundle, error) { return loadBundle(messageFiles, extra) }

// loadBundle lists the message files of fsyss (a later file's messages win
// over an earlier one's of the same language) and parses the English ones.
// The other languages are only named here: their tag from the file name,
// their own name from their "language.self" entry, read without parsing the
// rest of the file.
func loadBundle(fsyss ...fs.FS) (*Bundle, error) {
	out := &Bundle{english: map[string]*i18n.Message{}, files: map[string][]messageFile{},
		loaded: map[string]*i18n.Bundle{}}
	var codes []string
	for _, fsys := range fsyss {
		names, err := fs.Glob(fsys, "active.*.toml")
		if err != nil {
			return nil, fmt.Errorf("list message files: %w", err)
		}
		for _, n := range names {
			code := strings.TrimSuffix(strings.TrimPrefix(path.Base(n), "active."), ".toml")
			if _, ok := out.files[code]; !ok {
				codes = append(codes, code)
			}
			out.files[code] = append(out.files[code], messageFile{fsys, n})
		}
	}
	for _, code := range codes {
		tag, err := language.Parse(code)
		if err != nil {
			return nil, fmt.Errorf("load %s: the file name's language: %w", out.files[code][0].name, err)
		}
		lang := Language{Tag: tag, Code: code, Name: code}
		if tag == English {
			mf, err := parseFiles(out.files[code])
			if err != nil {
				return nil, err
			}
			out.enFile = mf
			for _, m := range mf.Messages {
				out.english[m.ID] = m
			}
		}
		for _, f := range out.files[code] {
			if name := selfName(f); name != "" {
				lang.Name = name
			}
		}
		out.langs = append(out.langs, lang)
	}
	if len(out.english) == 0 {
		return nil, fmt.Errorf("no English messages (active.en.toml) found")
	}
	if n, ok := out.english[SelfNameID]; ok {
		for i := range out.langs {
			if out.langs[i].Tag == English {
				out.langs[i].Name = n.Other
			}
		}
	}
	// English first, then by code: a stable order for the selector.
	sort.SliceStable(out.langs, func(i, j int) bool {
		if (out.langs[i].Tag == English) != (out.langs[j].Tag == English) {
			return out.langs[i].Tag == English
		}
		return out.langs[i].Code < out.langs[j].Code
	})
	tags := make([]language.Tag, len(out.langs))
	for i, l := range out.langs {
		tags[i] = l.Tag
	}
	out.matcher = language.NewMatcher(tags)
	return out, nil
}

// parseFiles parses a language's files into one, later messages winning.
func parseFiles(files []messageFile) (*i18n.MessageFile, error) {
	all := &i18n.MessageFile{}
	byID := map[string]int{}
	for _, f := range files {
		data, err := fs.ReadFile(f.fsys, f.name)
		if err != nil {
			return nil, fmt.Errorf("load %s: %w", f.name, err)
		}
		mf, err := i18n.ParseMessageFileBytes(data, f.name, map[string]i18n.UnmarshalFunc{"toml": toml.Unmarshal})
		if err != nil {
			return nil, fmt.Errorf("load %s: %w", f.name, err)
		}
		all.Path, all.Tag, all.Format = mf.Path, mf.Tag, mf.Format
		for _, m := range mf.Messages {
			if i, ok := byID[m.ID]; ok {
				all.Messages[i] = m
				continue
			}
			byID[m.ID] = len(all.Messages)
			all.Messages = append(all.Messages, m)
		}
	}
	return all, nil
}

// selfName is the "language.self" text of a message file, read from that
// entry alone ("" when the file has none or cannot be read: the selector
// then shows the code, and choosing the language tells what is wrong).
func selfName(f messageFile) string {
	data, err := fs.ReadFile(f.fsys, f.name)
	if err != nil {
		return ""
	}
	const head = `["` + SelfNameID + `"]`
	i := bytes.Index(data, []byte(head))
	if i < 0 {
		return ""
	}
	entry := data[i:]
	if j := bytes.Index(entry[len(head):], []byte("\n[")); j >= 0 {
		entry = entry[:len(head)+j]
	}
	var m map[string]struct{ Other string }
	if err := toml.Unmarshal(entry, &m); err != nil {
		return ""
	}
	return m[SelfNameID].Other
}

// messages returns the go-i18n bundle that holds English and lang, parsing
// lang's files the first time. Each is made whole before it is shared and
// never changed after, so localizers read them without locks.
func (b *Bundle) messages(lang Language) (*i18n.Bundle, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if ib, ok := b.loaded[lang.Code]; ok {
		return ib, nil
	}
	ib := i18n.NewBundle(English)
	if err := ib.AddMessages(English, b.enFile.Messages...); err != nil {
		return nil, fmt.Errorf("load %s: %w", b.enFile.Path, err)
	}
	// A language without files (a Language made by hand, for its formats)
	// reads English messages, as go-i18n's fallback would.
	if files, ok := b.files[lang.Code]; ok && lang.Tag != English {
		mf, err := parseFiles(files)
		if err != nil {
			return nil, err
		}
		if err := ib.AddMessages(mf.Tag, mf.Messages...); err != nil {
			return nil, fmt.Errorf("load %s: %w", mf.Path, err)
		}
	}
	b.loaded[lang.Code] = ib
	return ib, nil
}

// Parsed lists the codes of the languages whose messages have been parsed,
// sorted (English always is).
func (b *Bundle) Parsed() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	codes := []string{"en"}
	for c := range b.loaded {
		if c != "en" {
			codes = append(codes, c)
		}
	}
	sort.Strings(codes)
	return codes
}

// Languages lists the languages that have a message file, English first.
func (b *Bundle) Languages() []Language { return append([]Language(nil), b.langs...) }

// Lookup returns the language with the given code or BCP 47 tag, if offered.
func (b *Bundle) Lookup(code string) (Language, bool) {
	for _, l := range b.langs {
		if l.Code == code || l.Tag.String() == code {
			return l, true
		}
	}
	return Language{}, false
}

// Match picks the offered language closest to the preferred locales (as the
// OS reports them: "de-AT", "ko_KR.UTF-8", "en-US"), English when nothing
// matches or a locale cannot be parsed.
func (b *Bundle) Match(preferred ...string) Language {
	var tags []language.Tag
	for _, p := range preferred {
		p = strings.TrimSpace(p)
		if i := strings.IndexAny(p, ".@"); i >= 0 { // POSIX "de_DE.UTF-8@euro"
			p = p[:i]
		}
		p = strings.ReplaceAll(p, "_", "-")
		if t, err := language.Parse(p); err == nil && p != "" && p != "C" && p != "POSIX" {
			tags = append(tags, t)
		}
	}
	if len(tags) == 0 {
		return b.langs[0]
	}
	_, i, conf := b.matcher.Match(tags...)
	if conf == language.No {
		return b.langs[0]
	}
	return b.langs[i]
}

// EnglishIDs returns every message id in the English file, sorted.
func (b *Bundle) EnglishIDs() []string {
	ids := make([]string, 0, len(b.english))
	for id := range b.english {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// EnglishOther returns the English "other" form of a message, if present.
func (b *Bundle) EnglishOther(id string) (string, bool) {
	m, ok := b.english[id]
	if !ok {
		return "", false
	}
	return m.Other, true
}

// Rules returns the rules page (Markdown) for a game in the given language,
// or the English page when that language has none.
func Rules(lang Language, gameID string) (string, error) {
	for _, code := range []string{lang.Code, "en"} {
		data, err := fs.ReadFile(rulesFiles, path.Join("rules", code, gameID+".md"))
		if err == nil {
			return string(data), nil
		}
	}
	return "", fmt.Errorf("no rules page for game %q", gameID)
}

// RulesGames lists the game ids that have an English rules page.
func RulesGames() []string {
	names, _ := fs.Glob(rulesFiles, "rules/en/*.md")
	ids := make([]string, len(names))
	for i, n := range names {
		ids[i] = strings.TrimSuffix(path.Base(n), ".md")
	}
	return ids
}
