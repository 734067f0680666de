package art

import "fmt"

// The Go-Stop bonus cards (games/gostop, Rules.Bonus): jokers that count as
// two or three junk cards. They are drawn as hwatu cards of no month: a gold
// frame instead of the red one, the junk value "×2" or "×3" large in the
// middle on a red sun, as many junk diamonds as units in the marker, and a
// gold blossom, so that they read as junk and as something extra at a glance.

// HwatuBonus lists the bonus cards in id order (48, 49, 50): their record
// codes, which name their files, and the junk units each counts.
var HwatuBonus = []struct {
	Code  string
	Units int
}{{"BN-D1", 2}, {"BN-D2", 2}, {"BN-T", 3}}

// BonusPath returns the embedded file of a bonus card by its code.
func BonusPath(code string) string { return "svg/hwatu-bonus/" + code + ".svg" }

// HwatuBonusFace draws the i-th bonus card of HwatuBonus.
func HwatuBonusFace(i int) []byte {
	units := HwatuBonus[i].Units
	d := NewDoc(W, H)
	d.Rect(1.5, 1.5, W-3, H-3, 16, hwPaper, "#3a2a20", 3)
	// The two double-junk cards differ in their blossoms only.
	petal := []string{hwPink, "#c9a0e8", hwYellow}[i]
	for _, b := range [][2]float64{{52, 300}, {188, 300}, {120, 318}} {
		d.blossom(b[0], b[1], 26, petal, hwRedDk)
	}
	d.Circle(120, 178, 78, hwRed, hwBlack, 3)
	d.Circle(120, 178, 66, "none", hwYellow, 4)
	d.Text(fmt.Sprint("×", units), 120, 148, 58, hwPaper, 4.2, 0.9)
	d.Rect(8, 8, W-16, H-16, 10, "none", hwYellow, 4)
	// The corner plate holds the junk value where other cards have the month.
	d.Rect(10, 10, 54, 50, 9, hwBlack, "", 0)
	d.Text(fmt.Sprint("×", units), 37, 18, 33, hwYellow, 4.6, 0.8)
	x, y := 206.0, 34.0
	d.Circle(x, y, 24, hwPaper, hwBlack, 2.5)
	hw := 14.0 / float64(units) // the diamonds fit the marker's circle
	for k := 0; k < units; k++ {
		cx := x + float64(2*k-units+1)*(hw+0.5)
		d.Path(poly(cx, y-10, cx+hw, y, cx, y+10, cx-hw, y), hwGreen, hwBlack, 1.4)
	}
	return d.Bytes()
}
