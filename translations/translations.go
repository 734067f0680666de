// Package translations holds Cardavia's message catalogues and rules pages and
// the Localizer every screen uses for visible text.
//
// Adding a language is dropping in files: active.<code>.toml next to
// active.en.toml (go-i18n's TOML format, the same message ids), and optionally
// rules/<code>/<game>.md. Only languages with an active.<code>.toml are
// offered; messages and rules pages a language lacks fall back to English.
package translations

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

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

// Bundle is the loaded set of message files.
type Bundle struct {
	b       *i18n.Bundle
	langs   []Language
	english map[string]*i18n.Message // the English source messages by id
	matcher language.Matcher
}

// NewBundle loads the embedded message files.
func NewBundle() (*Bundle, error) { return loadBundle(messageFiles) }

// NewBundleWith loads the embedded message files plus the active.*.toml
// files of extra (a language being written, or a test's sample language).
func NewBundleWith(extra fs.FS) (*Bundle, error) { return loadBundle(messageFiles, extra) }

func loadBundle(fsyss ...fs.FS) (*Bundle, error) {
	b := i18n.NewBundle(English)
	b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	out := &Bundle{b: b, english: map[string]*i18n.Message{}}
	type file struct {
		fsys fs.FS
		name string
	}
	var files []file
	for _, fsys := range fsyss {
		names, err := fs.Glob(fsys, "active.*.toml")
		if err != nil {
			return nil, fmt.Errorf("list message files: %w", err)
		}
		for _, n := range names {
			files = append(files, file{fsys, n})
		}
	}
	seen := map[string]bool{}
	for _, f := range files {
		fsys, name := f.fsys, f.name
		mf, err := b.LoadMessageFileFS(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("load %s: %w", name, err)
		}
		code := strings.TrimSuffix(strings.TrimPrefix(path.Base(name), "active."), ".toml")
		lang := Language{Tag: mf.Tag, Code: code, Name: code}
		for _, m := range mf.Messages {
			if m.ID == SelfNameID {
				lang.Name = m.Other
			}
			if mf.Tag == English {
				out.english[m.ID] = m
			}
		}
		if !seen[code] {
			seen[code] = true
			out.langs = append(out.langs, lang)
		}
	}
	if len(out.english) == 0 {
		return nil, fmt.Errorf("no English messages (active.en.toml) found")
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
