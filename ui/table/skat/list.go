package skat

import (
	"strconv"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/table"
)

// The list's sheet (the list option, games/skat/list.go): the deals played
// so far with their declarer, game and score, each seat's running total
// by the list's scoring, the Bock deals marked; offered as the table's
// Sheet tool during the list and shown in every deal summary, and with the
// winner at the end.

var (
	_ table.Sheeter     = (*game)(nil)
	_ table.SheetTooler = (*game)(nil)
)

// isList reports whether the view's match is a list of several deals.
func isList(v *skat.View) bool { return v != nil && v.List != nil && v.Options.Length > 0 }

// listOver reports whether the list's last deal is over.
func listOver(v *skat.View) bool {
	return v.Phase == skat.PhaseOver && len(v.List.Deals) >= v.Options.Length
}

// SheetTool offers the sheet during a list (SheetTooler).
func (*game) SheetTool(gv games.View) bool {
	v, ok := gv.(*skat.View)
	return ok && isList(v)
}

// listSheet is the list's sheet: a row per finished deal (its number, "*"
// when it brought a Bock round; the declarer; the game, "×2" in a Bock
// round; what it scored for the declarer by the list's scoring; each
// seat's running total), then the totals.
func listSheet(h table.Host, v *skat.View) [][]string {
	rows := [][]string{sheetHead(h)}
	var total [3]int
	for i, d := range v.List.Deals {
		n := strconv.Itoa(i + 1)
		if d.BockNext {
			n += "*"
		}
		row := []string{n}
		x := d.Points(v.Options.SeegerFabian)
		name := h.T("table.skat.sheetThrownIn", "thrown in")
		if d.Declarer >= 0 || d.Game == skat.Ramsch {
			name = sheetGame(h, d.Game, d.Hand, d.Announced)
		}
		switch d.Kontra {
		case 1:
			name = h.T("table.skat.lineKontra", "{{.Line}} · Kontra", "Line", name)
		case 2:
			name = h.T("table.skat.lineRe", "{{.Line}} · Kontra and Re", "Line", name)
		}
		if d.Bock {
			name += " ×2"
		}
		switch {
		case d.Game == skat.Ramsch:
			row = append(row, "—", name, ramschListScore(d, x))
		case d.Declarer < 0:
			row = append(row, "—", name, "0")
		default:
			row = append(row, h.SeatName(d.Declarer), name, signed(x[d.Declarer]))
		}
		for p := 0; p < 3; p++ {
			total[p] += x[p]
			row = append(row, strconv.Itoa(total[p]))
		}
		rows = append(rows, row)
	}
	return append(rows, sheetLast(h.T("table.skat.listTotal", "Total"), v.List.Totals))
}

// ramschListScore is a Ramsch's score column on the list's sheet: what it
// brought its loser by the list's scoring (x, the deal's points), "+…"
// for a Durchmarsch, 0 for a three-way tie.
func ramschListScore(d skat.ListDeal, x [3]int) string {
	for q, v := range d.Scores {
		if v != 0 {
			return signed(x[q])
		}
	}
	return "0"
}

// listTitle names the list and how far it is: "List of 12 deals (Seeger–
// Fabian): deal 5" while it runs, "… : final result" once over.
func listTitle(h table.Host, v *skat.View) string {
	scoring := h.T("table.skat.listPlain", "game values")
	if v.Options.SeegerFabian {
		scoring = h.T("table.skat.sheetSF", "Seeger–Fabian")
	}
	if listOver(v) {
		return h.T("table.skat.listTitleOver", "List of {{.Count}} deals ({{.Scoring}}): final result", "Count", v.Options.Length, "Scoring", scoring)
	}
	deal := len(v.List.Deals) + 1
	if v.Phase == skat.PhaseOver {
		deal-- // the deal just over
	}
	return h.T("table.skat.listTitle", "List of {{.Count}} deals ({{.Scoring}}): deal {{.Deal}}", "Count", v.Options.Length, "Scoring", scoring, "Deal", deal)
}

// listProgress is the felt's line of a list: which deal of the list is
// played ("Deal 5 of 24"; between deals the one just over), and with Bock
// rounds on, the Bock deals left, the one in play included. "" without a
// list.
func listProgress(h table.Host, v *skat.View) string {
	if !isList(v) {
		return ""
	}
	deal := min(len(v.List.Deals)+1, v.Options.Length)
	if v.Phase == skat.PhaseOver {
		deal = max(len(v.List.Deals), 1) // the deal just over
	}
	bock := v.List.BockDue
	if v.List.BockNow && v.Phase != skat.PhaseOver {
		bock++
	}
	if v.Options.Bock && bock > 0 && !listOver(v) {
		return h.T("table.skat.listProgressBock", "Deal {{.Deal}} of {{.Count}} · Bock deals left: {{.Bock}}", "Deal", deal, "Count", v.Options.Length, "Bock", bock)
	}
	return h.T("table.skat.listProgress", "Deal {{.Deal}} of {{.Count}}", "Deal", deal, "Count", v.Options.Length)
}

// listLegend says what the sheet's columns and marks mean under the
// list's options, and what Bock deals are due.
func listLegend(h table.Host, v *skat.View) string {
	parts := []string{h.T("table.skat.listLegend", "Score: what the deal brought its declarer (a lost game costs twice its value). The seat columns are running totals.")}
	if v.Options.SeegerFabian {
		parts = append(parts, h.T("table.skat.listLegendSF", "Seeger–Fabian: 50 more for a won game, 50 less for a lost one, and 40 for each defender of a lost game."))
	}
	if v.Options.KontraRe {
		parts = append(parts, h.T("table.skat.listLegendKontra", "Kontra doubles the score, Re doubles it again."))
	}
	if v.Options.Ramsch || v.Options.Schieberamsch {
		if v.Options.SeegerFabian {
			parts = append(parts, h.T("table.skat.listLegendRamschSF", "Ramsch: the score is the loss of the player with the most card points; he counts as the declarer of a lost game (50 less, 40 for each other player), and a Durchmarsch as a won game."))
		} else {
			parts = append(parts, h.T("table.skat.listLegendRamsch", "Ramsch: the score is the loss of the player with the most card points."))
		}
	}
	if v.Options.Bock {
		parts = append(parts, h.T("table.skat.listLegendBock", "×2: a Bock deal, counted double. *: the deal brought a Bock round of three deals."))
		due := v.List.BockDue
		if v.List.BockNow && v.Phase != skat.PhaseOver {
			parts = append(parts, h.T("table.skat.listBockNow", "This deal counts double."))
		}
		if due > 0 {
			parts = append(parts, h.T("table.skat.listBockDue", "Bock deals still due: {{.Count}}.", "Count", due))
		}
	}
	return strings.Join(parts, " ")
}

// listWinnerTitle is the end of a list's headline: who won it, with what.
func listWinnerTitle(h table.Host, v *skat.View) string {
	t := v.List.Totals
	winner, best := skat.ListWinner(t), max(t[0], t[1], t[2])
	switch winner {
	case -1:
		return h.T("table.skat.listTie", "The list ends with a tie for the top at {{.Points}}.", "Points", best)
	case table.Human:
		return h.T("table.skat.listYouWon", "You win the list with {{.Points}}!", "Points", best)
	}
	return h.T("table.skat.listTheyWon", "{{.Player}} wins the list with {{.Points}}.", "Player", h.SeatName(winner), "Points", best)
}

// listNews is what a deal's summary adds in a list with Bock rounds: that
// the deal counted double, and that it brought a Bock round.
func listNews(h table.Host, v *skat.View, st *skat.Settlement) []string {
	if !isList(v) || len(v.List.Deals) == 0 || st.Abandoned {
		return nil
	}
	var out []string
	last := v.List.Deals[len(v.List.Deals)-1]
	if last.Bock {
		out = append(out, h.T("table.skat.listBockDeal", "A Bock deal: it counts double, {{.Score}} on the list.", "Score", signed(2*last.Score)))
	}
	if last.BockNext {
		out = append(out, h.T("table.skat.listBockBrought", "This game brings a Bock round: the next three deals count double."))
	}
	return out
}
