package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/internal/excerpt"
)

// optionFlag is the repeatable --option name=value of random, replay and
// arena: a house rule, as a record's "option" header names it
// (docs/games/<game>.md, "House rules"). "--option name" is name=on.
type optionFlag []record.Option

func (o *optionFlag) String() string {
	if o == nil {
		return ""
	}
	parts := make([]string, len(*o))
	for i, x := range *o {
		parts[i] = x.Name + "=" + x.Value
	}
	return strings.Join(parts, ",")
}

func (o *optionFlag) Set(s string) error {
	name, value, ok := strings.Cut(s, "=")
	if !ok {
		value = games.On
	}
	if name == "" || value == "" || strings.ContainsAny(s, " \t") {
		return fmt.Errorf("an option is name=value (or name, for name=on), got %s", excerpt.Quote(s))
	}
	for _, x := range *o {
		if x.Name == name {
			return fmt.Errorf("option %s given twice", excerpt.Quote(name))
		}
	}
	*o = append(*o, record.Option{Name: name, Value: value})
	return nil
}

// check asks game g whether it has these options and values, so that a
// mistyped one is refused before anything is played, with the options g
// knows. An option that means nothing with the others (games.Info.Idle:
// Skat's bock or seeger-fabian without a list) is dropped, as the engine
// and the app drop it, with a note on w saying so: the record written then
// does not name a rule that was not played.
func (o *optionFlag) check(g *games.Info, w io.Writer) error {
	m := map[string]string{}
	for _, x := range *o {
		m[x.Name] = x.Value
	}
	if _, err := g.ParseOptions(m); err != nil {
		return err
	}
	kept := (*o)[:0]
	for _, x := range *o {
		if g.Idle(x.Name, m) {
			spec := g.Options[g.OptionIndex(x.Name)]
			fmt.Fprintf(w, "cardavia-cli: option %s=%s ignored: it only counts with option %s\n", x.Name, x.Value, spec.Needs)
			continue
		}
		kept = append(kept, x)
	}
	*o = kept
	return nil
}

// addTo adds the options to a record's header: an option the record sets
// already must have the same value.
func (o optionFlag) addTo(rec *record.Record) error {
	for _, x := range o {
		found := false
		for _, r := range rec.Options {
			if r.Name == x.Name {
				if r.Value != x.Value {
					return fmt.Errorf("%w: --option %s=%s, but the record says option %s=%s", errUsage, x.Name, x.Value, r.Name, r.Value)
				}
				found = true
			}
		}
		if !found {
			rec.Options = append(rec.Options, x)
		}
	}
	return nil
}
