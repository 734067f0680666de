package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSettingKeys_CoverEveryStoredPreference reads the app's code for every
// preference it stores (p.SetString(key, …) and friends, and the keys handed
// to choiceGroup) and checks each key expression is listed in SettingKeys:
// a preference missing there would be lost when Fyne's own file is.
func TestSettingKeys_CoverEveryStoredPreference(t *testing.T) {
	src, err := os.ReadFile("settingsmirror.go")
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "settingsmirror.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var listed string
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Name.Name == "SettingKeys" {
			listed = string(src[fn.Pos()-1 : fn.End()-1])
		}
	}
	if listed == "" {
		t.Fatal("SettingKeys not found in settingsmirror.go")
	}
	setters := map[string]bool{"SetString": true, "SetFloat": true, "SetInt": true, "SetBool": true, "choiceGroup": true}
	seen := 0
	for _, dir := range []string{".", "env", "display", "table"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") || filepath.Base(file) == "settingsmirror.go" {
				continue
			}
			code, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			fset := token.NewFileSet()
			af, err := parser.ParseFile(fset, file, code, 0)
			if err != nil {
				t.Fatal(err)
			}
			pkg := af.Name.Name
			ast.Inspect(af, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) == 0 {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok || !setters[sel.Sel.Name] {
					return true
				}
				arg := call.Args[0]
				if id, ok := arg.(*ast.Ident); ok && id.Obj != nil && id.Obj.Kind == ast.Var {
					return true // a parameter: its callers are scanned
				}
				key := string(code[fset.Position(arg.Pos()).Offset:fset.Position(arg.End()).Offset])
				if id, ok := arg.(*ast.Ident); ok && pkg != "ui" {
					key = pkg + "." + id.Name // a constant of env or display, named as ui names it
				}
				seen++
				if !strings.Contains(listed, key) {
					t.Errorf("%s stores the preference %s, which SettingKeys does not list", fset.Position(call.Pos()), key)
				}
				return true
			})
		}
	}
	if seen < 6 {
		t.Fatalf("found only %d stored preferences: is the scan looking at the right code?", seen)
	}
}
