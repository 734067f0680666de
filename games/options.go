package games

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cardavia/cardavia/games/cards"
)

// A house rule is an option of a game that a table chooses before a match
// (Re Bello in Scopa, no closing with two cards left in Schnapsen). Each
// game declares its options in Info.Options; a record names the ones that
// are on in its "option name=value" headers, Config.Options carries them
// to New, and New reads them with ParseOptions, which refuses an option or
// a value the game does not declare. Every option's first value is its
// default, the seed's rule, so a match with no options is played exactly as
// before options existed.

// OptionKind says how an option is chosen.
type OptionKind uint8

const (
	// OptionSwitch is on or off: its Values are "off" and "on".
	OptionSwitch OptionKind = iota
	// OptionChoice is one of several Values (a list's length …).
	OptionChoice
)

// The values of an OptionSwitch.
const (
	Off = "off"
	On  = "on"
)

// MaxOptions is how many options one game may declare: Options holds one
// small value per declared option, so that it stays a comparable value
// inside an engine's State.
const MaxOptions = 16

// OptionSpec declares one option of a game.
type OptionSpec struct {
	// Name is the option's key in records and on the command line
	// ("re-bello"): lower case, digits and hyphens.
	Name string
	// Label names the option on the house-rules screen and in the table's
	// line of what is on (a message id plus English).
	Label cards.Name
	// Help says in one sentence what the option changes.
	Help cards.Name
	Kind OptionKind
	// Values are the values a record may give, the default first
	// ("off" for every option: the seed's rule).
	Values []string
	// ValueLabels name the Values of an OptionChoice on the house-rules
	// screen and in the table's line, one per value (Skat's list: "One
	// deal", "12 deals" …); nil shows the values as records write them.
	ValueLabels []cards.Name
	// Needs names the option this one only means something with (Skat's
	// Bock rounds and Seeger–Fabian need a list): while that one is at its
	// default this one is idle — ParseOptions drops it, the preferences
	// and the names shown leave it out, and the house-rules screen greys
	// it out, saying why in NeedsHelp. "" for an option that stands alone.
	Needs string
	// NeedsHelp says in one short sentence why the option is greyed out
	// while Needs is at its default.
	NeedsHelp cards.Name
}

// ValueLabel names the i-th value for a person: its label, or the value as
// a record writes it (a message id of "" is not looked up).
func (s OptionSpec) ValueLabel(i int) cards.Name {
	if i >= 0 && i < len(s.ValueLabels) {
		return s.ValueLabels[i]
	}
	if i >= 0 && i < len(s.Values) {
		return cards.Name{English: s.Values[i]}
	}
	return cards.Name{}
}

// Switch declares an on/off option, off by default.
func Switch(name string, label, help cards.Name) OptionSpec {
	return OptionSpec{Name: name, Label: label, Help: help, Kind: OptionSwitch, Values: []string{Off, On}}
}

// Options is the value of each option a game declares, in the order of its
// Info.Options: the index of the chosen value in OptionSpec.Values, so the
// zero Options is every option at its default. It is a comparable value,
// which engines keep in their States and compare with ==.
type Options [MaxOptions]uint8

// IsDefault reports whether every option is at its default.
func (o Options) IsDefault() bool { return o == Options{} }

// On reports whether the i-th declared option is not at its default (for a
// switch: whether it is on).
func (o Options) On(i int) bool { return i >= 0 && i < MaxOptions && o[i] != 0 }

// ParseOptions reads the options of a Config against the game's declared
// options: an unknown name, or a value not among the option's Values, is an
// error that names it and says what is allowed. Nil or empty m is every
// option at its default.
func (g *Info) ParseOptions(m map[string]string) (Options, error) {
	var o Options
	if len(g.Options) > MaxOptions {
		return o, fmt.Errorf("%s declares %d options, more than %d", g.ID, len(g.Options), MaxOptions)
	}
	names := make([]string, 0, len(m))
	for name := range m {
		names = append(names, name)
	}
	slices.Sort(names) // the same error for the same options, whatever the map's order
	for _, name := range names {
		i := g.OptionIndex(name)
		if i < 0 {
			return o, fmt.Errorf("unknown %s option %q (%s)", g.ID, name, g.knownOptions())
		}
		spec := g.Options[i]
		v := slices.Index(spec.Values, m[name])
		if v < 0 {
			return o, fmt.Errorf("%s option %q: value %q is not one of %s", g.ID, name, m[name], strings.Join(spec.Values, ", "))
		}
		o[i] = uint8(v)
	}
	// An idle option (one deal with Bock rounds, from a preferences file,
	// a record or a command line of before the screen greyed it out) is
	// dropped rather than refused: the match it names is still playable,
	// as the one deal it is, and plays as if the option were off.
	for i, spec := range g.Options {
		if g.Idle(spec.Name, m) {
			o[i] = 0
		}
	}
	return o, nil
}

// Idle reports whether the named option means nothing with the options m
// (name=value, as a record or the preferences give them): it needs an
// option that m leaves at its default (OptionSpec.Needs).
func (g *Info) Idle(name string, m map[string]string) bool {
	i := g.OptionIndex(name)
	if i < 0 || g.Options[i].Needs == "" {
		return false
	}
	j := g.OptionIndex(g.Options[i].Needs)
	if j < 0 || len(g.Options[j].Values) == 0 {
		return true
	}
	v, ok := m[g.Options[i].Needs]
	return !ok || v == g.Options[j].Values[0]
}

// OptionIndex returns the position of the named option in g.Options, or -1.
func (g *Info) OptionIndex(name string) int {
	return slices.IndexFunc(g.Options, func(s OptionSpec) bool { return s.Name == name })
}

// knownOptions says which options g has, for an error message.
func (g *Info) knownOptions() string {
	if len(g.Options) == 0 {
		return g.ID + " has no rule options"
	}
	names := make([]string, len(g.Options))
	for i, s := range g.Options {
		names[i] = s.Name
	}
	return "known: " + strings.Join(names, ", ")
}

// OptionPair is one option as a record writes it: "option Name=Value".
type OptionPair struct {
	Name, Value string
}

// FormatOptions lists the options of o that are not at their default, in
// the order g declares them: what a record's "option" headers say, and what
// the table's line of house rules shows (by each spec's Label).
func (g *Info) FormatOptions(o Options) []OptionPair {
	var out []OptionPair
	for i, spec := range g.Options {
		if i < MaxOptions && o[i] != 0 && int(o[i]) < len(spec.Values) {
			out = append(out, OptionPair{Name: spec.Name, Value: spec.Values[o[i]]})
		}
	}
	return out
}

// Optioner is implemented by the State of every game that declares options:
// the options its match is played with, so that whoever writes the record,
// shows the table or keeps statistics per rule set can read them from the
// match itself.
type Optioner interface {
	Options() Options
}
