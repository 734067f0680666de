package translations

import (
	"testing"
	"time"

	"golang.org/x/text/language"
)

// localizerFor returns a localizer in the given language (the bundle need
// not ship it: numbers and dates depend only on the tag).
func localizerFor(t *testing.T, code string) *Localizer {
	t.Helper()
	return NewLocalizer(mustBundle(t), Language{Tag: language.MustParse(code), Code: code})
}

func TestNumbersFollowTheLanguage(t *testing.T) {
	const nbsp = "\u00a0"
	for _, tc := range []struct {
		code                  string
		small, big, neg, frac string
		pct                   string
	}{
		{"en", "1,234", "1,234,567", "-1,234", "1,234.50", "25.6%"},
		{"de", "1.234", "1.234.567", "-1.234", "1.234,50", "25,6" + nbsp + "%"},
		{"it", "1.234", "1.234.567", "-1.234", "1.234,50", "25,6%"},
		{"ko", "1,234", "1,234,567", "-1,234", "1,234.50", "25.6%"},
		{"hi", "1,234", "12,34,567", "-1,234", "1,234.50", "25.6%"},
		{"ms", "1,234", "1,234,567", "-1,234", "1,234.50", "25.6%"},
	} {
		t.Run(tc.code, func(t *testing.T) {
			l := localizerFor(t, tc.code)
			for _, c := range []struct{ got, want string }{
				{l.Int(1234), tc.small},
				{l.Int(1234567), tc.big},
				{l.Int(-1234), tc.neg},
				{l.Int(7), "7"},
				{l.Float(1234.5, 2), tc.frac},
				{l.Percent(0.256, 1), tc.pct},
			} {
				if c.got != c.want {
					t.Errorf("got %q, want %q", c.got, c.want)
				}
			}
		})
	}
	l := localizerFor(t, "en")
	// x/text rounds half to even.
	if got := l.Float(2.5, -1); got != "2" {
		t.Errorf("negative decimals: %q, want 2 (no fraction)", got)
	}
	if got := l.Percent(1, 0); got != "100%" {
		t.Errorf("Percent(1) = %q", got)
	}
}

func TestNumbersFollowALanguageSwitch(t *testing.T) {
	b, err := loadBundle(testFS(t))
	if err != nil {
		t.Fatal(err)
	}
	en, _ := b.Lookup("en")
	de, _ := b.Lookup("de")
	l := NewLocalizer(b, en)
	if got := l.Int(1234); got != "1,234" {
		t.Errorf("English %q", got)
	}
	l.SetLanguage(de)
	if got := l.Int(1234); got != "1.234" {
		t.Errorf("after switching to German %q", got)
	}
}

func TestDatesFollowTheLanguage(t *testing.T) {
	at := time.Date(2026, time.December, 1, 14, 5, 0, 0, time.UTC)
	single := time.Date(2027, time.March, 9, 9, 7, 0, 0, time.UTC)
	for _, tc := range []struct {
		code, date, dateTime, single string
	}{
		{"en", "Dec 1, 2026", "Dec 1, 2026 2:05 PM", "Mar 9, 2027"},
		{"de", "01.12.2026", "01.12.2026 14:05", "09.03.2027"},
		{"it", "01/12/2026", "01/12/2026 14:05", "09/03/2027"},
		{"ko", "2026. 12. 1.", "2026. 12. 1. 14:05", "2027. 3. 9."},
		{"hi", "1/12/2026", "1/12/2026 14:05", "9/3/2027"},
		{"ms", "1/12/2026", "1/12/2026 14:05", "9/03/2027"},
		{"fr", "2026-12-01", "2026-12-01 14:05", "2027-03-09"}, // no table entry: ISO
		{"de-AT", "01.12.2026", "01.12.2026 14:05", "09.03.2027"},
	} {
		l := localizerFor(t, tc.code)
		if got := l.Date(at); got != tc.date {
			t.Errorf("%s: Date = %q, want %q", tc.code, got, tc.date)
		}
		if got := l.DateTime(at); got != tc.dateTime {
			t.Errorf("%s: DateTime = %q, want %q", tc.code, got, tc.dateTime)
		}
		if got := l.Date(single); got != tc.single {
			t.Errorf("%s: Date(9 March) = %q, want %q", tc.code, got, tc.single)
		}
	}
}

// TestUntranslatedIsShownInEnglishAndReportedOnce: a message the language
// lacks comes out in English, never as its id, and is reported the first
// time only.
func TestUntranslatedIsShownInEnglishAndReportedOnce(t *testing.T) {
	b, err := loadBundle(testFS(t))
	if err != nil {
		t.Fatal(err)
	}
	de, _ := b.Lookup("de")
	l := NewLocalizer(b, de)
	var reports []string
	l.report = func(format string, args ...any) { reports = append(reports, format) }
	for range 3 {
		if got := l.T("nav.home", "Home"); got != "Home" {
			t.Fatalf("untranslated nav.home = %q", got)
		}
	}
	if got := l.T("nav.back", "Back"); got != "Zurück" {
		t.Errorf("translated nav.back = %q", got)
	}
	if len(reports) != 1 {
		t.Errorf("%d reports for one untranslated id, want 1", len(reports))
	}
	if got := l.Untranslated(); len(got) != 1 || got[0] != "de:nav.home" {
		t.Errorf("Untranslated() = %q", got)
	}
	if len(l.Missing()) != 0 {
		t.Errorf("an id English has is not missing: %v", l.Missing())
	}
	en, _ := b.Lookup("en")
	l.SetLanguage(en)
	l.T("nav.home", "Home")
	if len(reports) != 1 {
		t.Errorf("English itself reported as untranslated: %q", reports)
	}
}
