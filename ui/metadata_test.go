package ui

import (
	"os"
	"testing"
)

func TestAppMetadata_ReadsFyneAppToml(t *testing.T) {
	data, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m, err := AppMetadata(data)
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != "app.cardavia.cardavia" || m.Name != "Cardavia" || m.Version == "" || m.Build < 1 {
		t.Errorf("AppMetadata(FyneApp.toml) = %+v", m)
	}
}

func TestAppMetadata_RefusesWhatIsNotMetadata(t *testing.T) {
	for _, in := range []string{"", "[Details]\nName = \"x\"\n", "not toml ["} {
		if m, err := AppMetadata([]byte(in)); err == nil {
			t.Errorf("AppMetadata(%q) = %+v, want an error", in, m)
		}
	}
}
