package storage

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
)

// SettingsFile is the settings mirror's name in the store's folder: a
// copy of the person's preferences that the app writes atomically, because
// Fyne writes its own preferences file in place and a kill during that
// write leaves it empty (docs/saves.md).
const SettingsFile = "settings.json"

// SettingsVersion is the mirror's format version; a file of a later
// version is refused (ErrNewerVersion) and set aside.
const SettingsVersion = 1

// KindSettings is a damaged settings mirror.
const KindSettings Kind = "settings"

// SettingType is the type of a preference value, as Fyne stores it: the
// mirror keeps it so that a float is restored as a float, never as the
// integer JSON might suggest.
type SettingType string

// The types the mirror keeps (the app stores no lists).
const (
	SettingString SettingType = "string"
	SettingFloat  SettingType = "float"
	SettingInt    SettingType = "int"
	SettingBool   SettingType = "bool"
)

// SettingKey is a preference this version of the app knows: its name and
// its type. Keys in a mirror that are not known are ignored on reading (a
// newer version may have added them; an older one dropped them).
type SettingKey struct {
	Name string
	Type SettingType
}

// Setting is one preference's value. Exactly the field of Type is used.
type Setting struct {
	Type   SettingType
	String string
	Float  float64
	Int    int
	Bool   bool
}

// Settings are preference values by key.
type Settings map[string]Setting

// settingsJSON is the file: {"version": 1, "values": {"ui.theme":
// {"type": "string", "value": "dark"}, …}}.
type settingsJSON struct {
	Version int                     `json:"version"`
	Values  map[string]settingValue `json:"values"`
}

type settingValue struct {
	Type  SettingType     `json:"type"`
	Value json.RawMessage `json:"value"`
}

// EncodeSettings writes s as the mirror's file, keys sorted so that the
// same settings always give the same bytes (the mirror skips a write that
// would change nothing).
func EncodeSettings(s Settings) ([]byte, error) {
	names := make([]string, 0, len(s))
	for k := range s {
		names = append(names, k)
	}
	sort.Strings(names)
	f := settingsJSON{Version: SettingsVersion, Values: make(map[string]settingValue, len(s))}
	for _, k := range names {
		v := s[k]
		var raw any
		switch v.Type {
		case SettingString:
			raw = v.String
		case SettingFloat:
			raw = v.Float
		case SettingInt:
			raw = v.Int
		case SettingBool:
			raw = v.Bool
		default:
			return nil, fmt.Errorf("setting %q: unknown type %q", k, v.Type)
		}
		data, err := json.Marshal(raw)
		if err != nil {
			return nil, fmt.Errorf("setting %q: %w", k, err)
		}
		f.Values[k] = settingValue{Type: v.Type, Value: data}
	}
	return json.MarshalIndent(f, "", "  ")
}

// DecodeSettings reads a mirror, keeping the known keys only. A file that
// is not the mirror's JSON, of a newer version, or holds a known key with
// another type or a value that is not of its type is refused as a whole:
// half a backup restored would be a silent loss of the rest.
func DecodeSettings(data []byte, known []SettingKey) (Settings, error) {
	var f settingsJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("settings: %w", err)
	}
	if dec.More() {
		return nil, errors.New("settings: data after the end")
	}
	switch {
	case f.Version > SettingsVersion:
		return nil, fmt.Errorf("settings version %d: %w", f.Version, ErrNewerVersion)
	case f.Version < 1:
		return nil, fmt.Errorf("settings: bad version %d", f.Version)
	case f.Values == nil:
		return nil, errors.New("settings: no values")
	}
	out := Settings{}
	for _, k := range known {
		v, ok := f.Values[k.Name]
		if !ok {
			continue
		}
		if v.Type != k.Type {
			return nil, fmt.Errorf("setting %q: type %q, want %q", k.Name, v.Type, k.Type)
		}
		s := Setting{Type: k.Type}
		var err error
		switch k.Type {
		case SettingString:
			err = json.Unmarshal(v.Value, &s.String)
		case SettingFloat:
			err = json.Unmarshal(v.Value, &s.Float)
		case SettingInt:
			err = json.Unmarshal(v.Value, &s.Int)
		case SettingBool:
			err = json.Unmarshal(v.Value, &s.Bool)
		default:
			err = fmt.Errorf("unknown type %q", k.Type)
		}
		if err == nil && len(v.Value) > 0 && v.Value[0] == 'n' { // null
			err = errors.New("no value")
		}
		if err != nil {
			return nil, fmt.Errorf("setting %q: %w", k.Name, err)
		}
		out[k.Name] = s
	}
	return out, nil
}

// SaveSettings replaces the settings mirror, atomically: a failed write
// leaves the old mirror as it was.
func (s *Store) SaveSettings(set Settings) error {
	data, err := EncodeSettings(set)
	if err != nil {
		return err
	}
	return s.WriteSettings(data)
}

// WriteSettings writes an encoded mirror (EncodeSettings), atomically.
func (s *Store) WriteSettings(data []byte) error {
	return WriteFile(s.FS, s.path(SettingsFile), data)
}

// LoadSettings reads the mirror's known keys. It returns (nil, false,
// nil) when there is none, and a *Damaged when the file was unusable and
// has been moved aside (the app then goes on without a backup).
func (s *Store) LoadSettings(known []SettingKey) (Settings, bool, error) {
	var set Settings
	ok, err := s.read(KindSettings, "", SettingsFile, MaxSettingsSize, func(data []byte) error {
		var err error
		set, err = DecodeSettings(data, known)
		return err
	})
	if !ok || err != nil {
		return nil, false, err
	}
	return set, true, nil
}
