package table

import (
	"testing"

	"github.com/cardavia/cardavia/ui/internal/fynelog"
)

// TestMain fails the package's run when any test made Fyne log an error
// (fynelog.Main).
func TestMain(m *testing.M) { fynelog.Main(m) }
