package lexicon_test

import (
	"testing"

	"github.com/memo-assistant/memo/lexicon"
)

// TestSoundAlikeAcrossScripts: the names people write in either script
// find each other, both ways; names that only share letters do not.
func TestSoundAlikeAcrossScripts(t *testing.T) {
	same := [][2]string{
		{"Avi", "אבי"}, {"Dana", "דנה"}, {"Ronit", "רונית"}, {"Michal", "מיכל"}, {"Yael", "יעל"},
		{"Noa", "נועה"}, {"Moshe", "משה"}, {"Shira", "שירה"}, {"Yossi", "יוסי"}, {"Eli", "אלי"},
		{"Uri", "אורי"}, {"Ido", "עידו"}, {"Tamar", "תמר"}, {"Gal", "גל"}, {"Omer", "עומר"},
		{"Liat", "ליאת"}, {"Chen", "חן"}, {"Tzvi", "צבי"}, {"Zvi", "צבי"}, {"Rivka", "רבקה"},
		{"Sarah", "שרה"}, {"Hila", "הילה"}, {"Adi", "עדי"}, {"Oren", "אורן"}, {"Ariel", "אריאל"},
		{"Yonatan", "יונתן"}, {"Daniel", "דניאל"}, {"David", "דוד"}, {"Ziv", "זיו"}, {"Vered", "ורד"},
		{"Itai", "איתי"}, {"Leah", "לאה"}, {"Kobi", "קובי"}, {"Shlomo", "שלמה"}, {"Avraham", "אברהם"},
	}
	for _, p := range same {
		if !lexicon.SoundAlike(p[0], p[1]) || !lexicon.SoundAlike(p[1], p[0]) {
			t.Errorf("%s and %s do not sound alike: %v %v", p[0], p[1], lexicon.SoundKeys(p[0]), lexicon.SoundKeys(p[1]))
		}
	}
	differ := [][2]string{
		{"Dana", "דן"}, {"Dan", "דנה"}, {"Avi", "אבא"}, {"Ronit", "רון"}, {"Michal", "מיכאלה"},
		{"Yael", "יואב"}, {"Noa", "נועם"}, {"Tamar", "תומר"}, {"Gal", "גיל"}, {"Eli", "אלה"},
		{"Shira", "שיר"}, {"Daniel", "דן"},
	}
	for _, p := range differ {
		if lexicon.SoundAlike(p[0], p[1]) {
			t.Errorf("%s and %s sound alike: %v %v", p[0], p[1], lexicon.SoundKeys(p[0]), lexicon.SoundKeys(p[1]))
		}
	}
	for _, w := range []string{"", "123", "a", "Aviאבי", "👍"} {
		if k := lexicon.SoundKeys(w); len(k) != 0 {
			t.Errorf("SoundKeys(%q) = %v, want none", w, k)
		}
	}
}
