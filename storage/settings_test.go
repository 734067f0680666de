package storage

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var testKeys = []SettingKey{
	{Name: "ui.theme", Type: SettingString},
	{Name: "window.width", Type: SettingFloat},
	{Name: "count", Type: SettingInt},
	{Name: "flag", Type: SettingBool},
}

func testSettings() Settings {
	return Settings{
		"ui.theme":     {Type: SettingString, String: "dark"},
		"window.width": {Type: SettingFloat, Float: 1200},
		"count":        {Type: SettingInt, Int: 3},
		"flag":         {Type: SettingBool, Bool: false},
	}
}

func TestSettings_RoundTripKeepsTypes(t *testing.T) {
	s := &Store{Dir: t.TempDir(), FS: OS{}}
	require.NoError(t, s.SaveSettings(testSettings()))
	got, ok, err := s.LoadSettings(testKeys)
	require.NoError(t, err)
	require.True(t, ok)
	// 1200 is written as an integer-looking number; it must come back a
	// float, as it was stored.
	assert.Equal(t, testSettings(), got)
}

func TestSettings_MissingIsNoBackup(t *testing.T) {
	s := &Store{Dir: t.TempDir(), FS: OS{}}
	got, ok, err := s.LoadSettings(testKeys)
	require.NoError(t, err)
	assert.False(t, ok)
	assert.Nil(t, got)
}

func TestSettings_DamagedMirrorIsSetAside(t *testing.T) {
	good, err := EncodeSettings(testSettings())
	require.NoError(t, err)
	cases := []struct {
		name  string
		data  string
		newer bool
	}{
		{"empty", "", false},
		{"truncated", string(good[:len(good)/2]), false},
		{"not JSON", "theme=dark", false},
		{"a list", "[1,2]", false},
		{"no version", `{"values": {}}`, false},
		{"no values", `{"version": 1}`, false},
		{"newer version", `{"version": 2, "values": {}}`, true},
		{"known key of another type", `{"version": 1, "values": {"flag": {"type": "string", "value": "yes"}}}`, false},
		{"a float key written as an int", `{"version": 1, "values": {"window.width": {"type": "int", "value": 1200}}}`, false},
		{"value not of its type", `{"version": 1, "values": {"count": {"type": "int", "value": "three"}}}`, false},
		{"null value", `{"version": 1, "values": {"ui.theme": {"type": "string", "value": null}}}`, false},
		{"two documents", string(good) + string(good), false},
	}
	now := time.Date(2026, 3, 1, 10, 20, 30, 0, time.UTC)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			s := &Store{Dir: dir, FS: OS{}, Now: func() time.Time { return now }}
			path := filepath.Join(dir, SettingsFile)
			require.NoError(t, os.WriteFile(path, []byte(c.data), 0o600))

			got, ok, err := s.LoadSettings(testKeys)
			assert.False(t, ok)
			assert.Nil(t, got, "a damaged mirror restores nothing: the defaults are used")
			var d *Damaged
			require.ErrorAs(t, err, &d)
			assert.Equal(t, KindSettings, d.Kind)
			assert.Equal(t, c.newer, errors.Is(err, ErrNewerVersion))
			assert.Equal(t, AsideName(path, now), d.Aside)
			kept, rerr := os.ReadFile(d.Aside)
			require.NoError(t, rerr)
			assert.Equal(t, c.data, string(kept), "the damaged file is kept as it was")
			assert.NoFileExists(t, path)
		})
	}
}

func TestSettings_UnknownKeysIgnored(t *testing.T) {
	data := `{"version": 1, "values": {
		"ui.theme": {"type": "string", "value": "light"},
		"from.a.newer.version": {"type": "string", "value": "x"},
		"odd.type": {"type": "colour", "value": [1, 2, 3]}
	}}`
	got, err := DecodeSettings([]byte(data), testKeys)
	require.NoError(t, err)
	assert.Equal(t, Settings{"ui.theme": {Type: SettingString, String: "light"}}, got)
}

func TestSettings_FailedWriteKeepsOldMirror(t *testing.T) {
	cases := []struct {
		name string
		fs   *faultyFS
	}{
		{"disk full at once", &faultyFS{spaceLeft: 0}},
		{"disk full midway", &faultyFS{spaceLeft: 20}},
		{"read-only folder", &faultyFS{spaceLeft: -1, create: syscall.EROFS}},
		{"rename fails", &faultyFS{spaceLeft: -1, rename: syscall.EIO}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			good := &Store{Dir: dir, FS: OS{}}
			require.NoError(t, good.SaveSettings(testSettings()))
			before, err := os.ReadFile(filepath.Join(dir, SettingsFile))
			require.NoError(t, err)

			bad := &Store{Dir: dir, FS: c.fs}
			changed := testSettings()
			changed["ui.theme"] = Setting{Type: SettingString, String: "light"}
			require.Error(t, bad.SaveSettings(changed))

			after, err := os.ReadFile(filepath.Join(dir, SettingsFile))
			require.NoError(t, err)
			assert.Equal(t, string(before), string(after))
			names, err := OS{}.List(dir)
			require.NoError(t, err)
			assert.Equal(t, []string{SettingsFile}, names, "no temporary file is left behind")
		})
	}
}

func TestEncodeSettings_RefusesUnknownType(t *testing.T) {
	_, err := EncodeSettings(Settings{"x": {Type: "colour"}})
	assert.Error(t, err)
}
