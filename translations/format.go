package translations

import (
	"time"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

// Numbers and dates in the current language. Numbers go through
// golang.org/x/text/message, which knows each locale's separators and
// grouping (1,234 · 1.234 · Hindi 12,34,567). x/text has no date
// formatting, so dates use a small table of the customary short forms.

// printer returns an x/text printer for the current language.
func (l *Localizer) printer() *message.Printer {
	return message.NewPrinter(l.Language().Tag)
}

// Int formats a whole number with the language's digit grouping:
// 1234567 is "1,234,567" in English, "1.234.567" in German and Italian,
// "12,34,567" in Hindi.
func (l *Localizer) Int(n int) string { return l.printer().Sprintf("%d", n) }

// Float formats f with exactly decimals digits after the language's decimal
// separator ("1.234,5" in German). A negative decimals counts as 0.
func (l *Localizer) Float(f float64, decimals int) string {
	decimals = max(decimals, 0)
	return l.printer().Sprint(number.Decimal(f, number.MinFractionDigits(decimals), number.MaxFractionDigits(decimals)))
}

// Percent formats a ratio (0.256) as a percentage with up to decimals
// fraction digits, as the language writes it: "25.6%", German "25,6 %".
func (l *Localizer) Percent(ratio float64, decimals int) string {
	decimals = max(decimals, 0)
	return l.printer().Sprint(number.Percent(ratio, number.MaxFractionDigits(decimals)))
}

// dateLayouts are the customary short dates (time.Format layouts) by base
// language; other languages get ISO 8601, which every reader can parse.
// Only English spells the month (Go's own names); the others write it as a
// number, as their short dates do, so that no language needs a name table.
var dateLayouts = map[string]struct{ date, clock string }{
	"en": {"Jan 2, 2006", "3:04 PM"},
	"de": {"02.01.2006", "15:04"},
	"it": {"02/01/2006", "15:04"},
	"ko": {"2006. 1. 2.", "15:04"},
	"hi": {"2/1/2006", "15:04"},
	"ms": {"2/01/2006", "15:04"},
}

// layouts returns the date and clock layouts for tag.
func layouts(tag language.Tag) (date, clock string) {
	base, _ := tag.Base()
	if l, ok := dateLayouts[base.String()]; ok {
		return l.date, l.clock
	}
	return "2006-01-02", "15:04"
}

// Date formats the calendar day of t (in t's own location) as the language
// writes a short date: "Dec 1, 2026", "01.12.2026", "2026. 12. 1.".
func (l *Localizer) Date(t time.Time) string {
	date, _ := layouts(l.Language().Tag)
	return t.Format(date)
}

// DateTime is Date followed by the time of day.
func (l *Localizer) DateTime(t time.Time) string {
	date, clock := layouts(l.Language().Tag)
	return t.Format(date + " " + clock)
}
