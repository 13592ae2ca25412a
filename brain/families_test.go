package brain_test

import "testing"

// TestWordFamiliesFound: a question finds what was just kept in other
// words of one family — "expiry" of "expires", "leave the motor" of
// "parked the motor", a name asked without its accent or its capital —
// in English and Hebrew; a question about another thing, or another
// person's, still finds nothing.
func TestWordFamiliesFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("parked the motor on level 3 at the Buchanan galleries"))
	mustStore(t, b, "u1", fact("Ciarán's Eircode is D08 XY12", "Ciarán's Eircode", "D08 XY12"))
	mustStore(t, b, "u1", note("my passport expires on 3 March 2029"))
	mustStore(t, b, "u1", note("חניתי בקומה מינוס 2 ליד המעלית"))
	mustStore(t, b, "u1", note("תעודת הזהות בתוקף עד 5.2031"))
	mustStore(t, b, "u1", note("José's flat is on Calle Mayor 4"))
	wantFound(t, b, map[string]string{
		"where did ah leave the motor": "level 3", "where'd i leave the motor": "level 3", "where’d I leave the car": "level 3", "where did I leave the car": "level 3", "where's the motor": "level 3",
		"where did i park": "level 3", "where did I put the car?": "level 3",
		"what's Ciarán's eircode": "D08", "whats ciaran's eircode": "D08", "CIARAN'S EIRCODE": "D08",
		"What is my passport expiry date?": "2029", "when does my passport expire": "2029",
		"passport expiration": "2029", "when is my passport expiring": "2029", "expiry date of the passport": "2029",
		"איפה השארתי את הרכב": "מינוס 2", "איפה חניתי": "מינוס 2", "איפה האוטו": "מינוס 2",
		"מתי פג התוקף של תעודת הזהות": "5.2031", "עד מתי תעודת הזהות בתוקף": "5.2031",
		"where is jose's flat": "Calle Mayor", "where is José's flat": "Calle Mayor",
		// Near misses: another thing, another person's, another document.
		"when does my visa expire": "", "what's Ciarán's phone": "", "what's Siobhan's eircode": "",
		"when does my licence expire": "", "where did I leave the keys": "", "איפה השארתי את המפתחות": "",
		"מתי פג התוקף של הדרכון": "", "where is Maria's flat": "", "what is my passport number": "",
		"what's the expiry date of my visa": "", "visa expiry date": "", "מה תאריך התפוגה של הויזה": "",
		"where did I leave the motor keys": "", "where'd i leave the keys": "", "how'd the passport go": "", "what's Ciarán's date of birth": "",
	})
}
