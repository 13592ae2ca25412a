package offline_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

// TestToldCodes: a fact told with no "remember" in spoken words is kept —
// someone's handle, account or code, Pidgin's "na" for "is", a Hebrew
// "נא לרשום:", a role named "קוראים לה …" with her phone, the day a
// document expires, and "remember am for me" after a fact. Half a fact,
// a value with no shape of a code, a thing at a time a reminder would be
// set for, and the Tagalog "na" are not kept.
func TestToldCodes(t *testing.T) {
	for text, holds := range map[string]string{
		"jake's snap is jakeyboi07":                               "jakeyboi07",
		"my insta is @dana_b":                                     "@dana_b",
		"Dana's discord is dana#1234":                             "dana#1234",
		"Tunde account number na 0123456789 GTBank":               "Tunde account number is 0123456789 GTBank",
		"my bvn na 22212345678":                                   "22212345678",
		"Mama Nkechi birthday na 14 December, remember am for me": "Mama Nkechi birthday is 14 December",
		"Ciarán's Eircode is D08 XY12 save that for me":           "D08 XY12",
		"נא לרשום: מספר התיק של לוינסון הוא 12345":                "מספר התיק של לוינסון הוא 12345",
		"מספר החשבון של יוסי הוא 123-456789":                      "123-456789",
		"שם המשתמש של דנה זה dana_88":                             "dana_88",
		"המנהלת החדשה קוראים לה אורטל והנייד שלה 054-1234567":     "אורטל",
		"הגננת החדשה קוראים לה רותי":                              "רותי",
		"my passport expires on 3 March 2029":                     "3 March 2029",
		"Dana's visa is valid until June 2027":                    "June 2027",
		"הדרכון שלי פג ב-3.3.2029":                                "3.3.2029",
		"הדרכון שלי בתוקף עד מרץ 2029":                            "מרץ 2029",
		"please note: the gate code is 4455":                      "4455",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpMemoryStore || s.Memory == nil || s.Memory.Draft == nil {
			t.Errorf("%q: %s.%s; want it kept", text, s.Capability, s.Operation)
			continue
		}
		if d := s.Memory.Draft; !strings.Contains(d.Text+" "+d.Name+" "+d.Phone, holds) {
			t.Errorf("%q: kept %+v; want it to hold %q", text, *d, holds)
		}
	}
	for _, text := range []string{"jake's snap is cool", "jake's party is tomorrow", "my passport expires tomorrow",
		"my parking expires at 5", "המנהלת החדשה קוראים לה מניאקית", "he's snap is jake07", "make it 12 na lang",
		"remind me at 5 na", "jake's mom is sick"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpMemoryStore {
			t.Errorf("%q: kept %+v; want it not kept", text, s.Memory.Draft)
		}
	}
}
