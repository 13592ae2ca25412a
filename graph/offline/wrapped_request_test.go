package offline_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestWrappedRequests: English requests wrapped in dialect, openers and
// chat, and their Hebrew counterparts. A wrapper or an opener is read
// away or the plan declined, never kept in a title; "put down / pencil in
// / chuck in / stick in X for <time>" puts X in the calendar; a goodbye
// with a time and a vent are small talk; a deed with a day and no hour
// asks what time, as "remind me to …" does. Near-misses keep their reading.
func TestWrappedRequests(t *testing.T) {
	for _, r := range []struct{ text, want, not string }{
		// Wrappers of other Englishes, before the command.
		{"would you ever remind me to ring the vet tomorrow at 10", `"text":"ring the vet","due_date":"2026-01-21T10:00:00+02:00"`, "ever"},
		{"would u ever add milk to my shopping list", `"items":["milk"]`, "ever"},
		{"would you ever remindme to check the oven at 5pm", `"text":"check the oven","due_date":"2026-01-20T17:00:00+02:00"`, "ever"},
		{"can help me remind me at 5 to submit the timesheet or not lowkey", `"text":"submit the timesheet"`, "not"},
		{"mind and remind me tae ring ma maw the morra at 10", `"due_date":"2026-01-21T10:00:00+02:00"`, "mind"},
		{"be a dear and remind me to call mom tomorrow at 10", `"text":"call mom"`, "dear"},
		{"could you possibly remind me to call mom tomorrow at 10", `"text":"call mom"`, "possibly"},
		{"can help me remind me call mom tomorrow 10am or not", `"text":"call mom","due_date":"2026-01-21T10:00:00+02:00"`, "not"},
		{"remind me call mom tomorrow at 10 can or not", `"text":"call mom","due_date":"2026-01-21T10:00:00+02:00"`, "can"},
		{"remind me call mom tomorrow at 10 pls ah", `"text":"call mom"`, "ah"},
		{"remind me to renew my passport at 5 po can or not", `"text":"renew my passport"`, "passport po"},
		{"can help me remind me to buy roses at 9 tonight full stop or not", `"text":"buy roses"`, "stop"},
		// Near misses: the words are the thing's, or no command follows.
		{"remind me to check if the shop is open or not at 5", `"text":"check if the shop is open or not"`, "unknown"},
		{"mind and body class at 5", `"summary":"mind and body class"`, "unknown"},
		{"would you ever forget my birthday", `"operation":"unknown"`, "forget"},
		{"remind me at 5 to ask dana if she can come or not", `"text":"ask dana if she can come or not"`, "unknown"},
		// The why said after it leaves it a closing word.
		{"remind me to feed the cat at 5 o'clock bro can or not  i keep forgetting", `"text":"feed the cat"`, "bro"},
		{"can help me remind me next monday at 9am to buy a birthday present for Noa or not  im literally out of time", `"text":"buy a birthday present for Noa"`, "or not"},
		// Discourse openers and the calendar's particles.
		{"grand so, put down the match for saturday at 3", `"summary":"match","start":"2026-01-24T15:00:00+02:00"`, "grand"},
		{"right so, put down the match for saturday at 3", `"summary":"match"`, "down"},
		{"put the match down for saturday at 3", `"summary":"match"`, "down"},
		{"alright then, pencil in lunch with dan for friday at 1", `"summary":"lunch with dan","start":"2026-01-23T13:00:00+02:00"`, "pencil"},
		{"chuck in gym for thursday at 6pm", `"summary":"gym","start":"2026-01-22T18:00:00+02:00"`, "chuck"},
		{"stick in dentist for monday at 9", `"summary":"dentist"`, "in dentist"},
		{"slot in a catch-up with Dana for friday at 4pm", `"summary":"catch-up with Dana","start":"2026-01-23T16:00:00+02:00"`, "slot"},
		{"squeeze in a haircut for tomorrow at 5", `"summary":"haircut"`, "squeeze"},
		// Without "for", an event word makes it an event; the particle is
		// still no word of its title, and a title opening with the verb and
		// its particle is refused.
		{"chuck in a site meeting tmrw 7am at the hospital job", `"summary":"site meeting at the hospital job"`, "chuck"},
		{"stick in a meeting with dan tomorrow at 3", `"summary":"meeting with dan"`, "in a"},
		{"pop in a dentist appt friday 4pm", `"summary":"dentist appt"`, "pop"},
		{"chuck in a job tmrw arvo 2pm at 14 banksia st bathroom reno", `"summary":"job bathroom reno, 14 banksia st"`, "chuck"},
		{"so yeah remind me to call mom tomorrow at 10", `"text":"call mom"`, "yeah"},
		// West Africa's "do well to", and what a reminder is "of".
		{"Please do well to remind me of the staff meeting every Monday at 8:30am.", `"text":"staff meeting"`, "well"},
		{"remind me of my appointment on friday at 10", `"text":"appointment"`, "of"},
		{"ok then, remind me to call mom tomorrow at 10", `"text":"call mom"`, "then"},
		{"תזכיר לי מחר ב-10 להתקשר לאמא", `"text":"להתקשר לאמא"`, "unknown"},
		// Near misses: "grand" alone is a word of the thing; "put in"
		// without "for" and a time is no calendar command.
		{"grand opening at 5", `"text":"grand opening"`, "unknown"},
		{"put in my calendar dentist friday at 3", `"summary":"dentist"`, "my calendar"},
		{"put in the new bulb at 5", `"operation":"unknown"`, "calendar"},
		// Goodbyes that say when: small talk.
		{"bye till tomorrow at 9", `"operation":"farewell"`, "create"},
		{"sweetie, byetill tomorrow at 9", `"operation":"farewell"`, "create"},
		{"see you tomorrow at 9", `"operation":"farewell"`, "create"},
		{"talk tmrw", `"operation":"farewell"`, "unknown"},
		{"night! till 7am", `"operation":"farewell"`, "unknown"},
		{"להתראות מחר בתשע", `"operation":"farewell"`, "create"},
		{"לילה טוב עד מחר", `"operation":"farewell"`, "unknown"},
		{"ליללה טוב עד מחר", `"operation":"farewell"`, "create"}, // a letter doubled in the farewell
		{"נדבר מחר ב-8", `"operation":"farewell"`, "create"},
		{"👍 yo see you tomorrow at 9 🙏", `"operation":"farewell"`, "create"},
		{"בוקר טוב מותק, נדבר מחר ב-8", `"operation":"farewell"`, "create"},
		// Near misses: a word more, or "later" opening a time.
		{"night shift tomorrow at 9", `"summary":"night shift"`, "farewell"},
		{"talk to the landlord tomorrow at 9", `"text":"talk to the landlord"`, "farewell"},
		{"later today at 5", `"operation":"unknown"`, "farewell"},
		// Venting and praise: small talk.
		{"lol ur kinda useless", `"reason":"frustrated"`, "create"},
		{"you're so dumb", `"reason":"frustrated"`, "create"},
		{"hey this bot is useless", `"reason":"frustrated"`, "create"},
		{"את ממש לא עוזרת", `"reason":"frustrated"`, "create"},
		{"אתה מטומטם", `"reason":"frustrated"`, "create"},
		{"wow you're actually helpful", `"operation":"thanks"`, "unknown"},
		{"אתה גאון", `"operation":"thanks"`, "unknown"},
		{"yo wahi'm great tonight", `"reason":"feeling_good"`, "create"},
		// Near misses: someone or something else is blamed.
		{"the printer is so useless", `"operation":"unknown"`, "frustrated"},
		{"remind me the old phone is useless at 5", `"text":"the old phone is useless"`, "frustrated"},
		// A deed with a day and no hour: what time that day?
		{"pick up dry cleaning 2moro", `"text":"pick up dry cleaning","due_date":"2026-01-21T00:00:00+02:00"}],"needTime":true`, "unknown"},
		{"call the plumber tomorrow", `"text":"call the plumber","due_date":"2026-01-21T00:00:00+02:00"}],"needTime":true`, "unknown"},
		{"pay rent friday", `"text":"pay rent","due_date":"2026-01-23T00:00:00+02:00"}],"needTime":true`, "unknown"},
		{"לשלם ארנונה מחר", `"text":"לשלם ארנונה","due_date":"2026-01-21T00:00:00+02:00"}],"needTime":true`, "unknown"},
		{"להתקשר לאינסטלטור ביום שני", `"text":"להתקשר לאינסטלטור","due_date":"2026-01-26T00:00:00+02:00"}],"needTime":true`, "unknown"},
		// One polite wrapper inside another, and a condition before it, in
		// either language.
		{"אשמח אם תוכלי לקבוע לי פגישה עם רונית ביום חמישי ב10", `"summary":"פגישה עם רונית","start":"2026-01-22T10:00:00+02:00"`, "תוכלי"},
		{"הייתי שמחה אם תוכל בבקשה להכניס ליומן פגישה עם דני מחר ב5", `"summary":"פגישה עם דני","start":"2026-01-21T17:00:00+02:00"`, "תוכל"},
		{"אם זה לא מטריח, תוסיפי חלב לרשימת הקניות", `"items":["חלב"]`, "מטריח"},
		{"if it's not too much trouble could you put dinner with mom on friday at 8 in my calendar", `"summary":"dinner with mom","start":"2026-01-23T20:00:00+02:00"`, "trouble"},
		{"if its not a bother would you mind adding milk to the shopping list", `"items":["milk"]`, "bother"},
		// Near misses: a wrapper with no command after it.
		{"אשמח אם תוכלי", `"operation":"unknown"`, "create"},
		{"אשמח אם תוכלי לבוא מחר ב5", `"operation":"unknown"`, "create"},
		{"if it's not too much trouble", `"capability":"general"`, "create"},
		// Near misses: an event, a statement, a question, a bare verb.
		{"dinner tomorrow", `"summary":"dinner"`, "tasks"},
		{"the kids are off tomorrow", `"operation":"unknown"`, "create"},
		// A command's infinitive, or one mistyped, is no deed.
		{"ללדג על מחר", `"operation":"unknown"`, "create"},
		{"למחוק את זה מחר", `"operation":"unknown"`, "create"},
		{"call the plumber tomorrow?", `"operation":"unknown"`, "create"},
		{"call tomorrow", `"operation":"unknown"`, "create"},
	} {
		p := plan(t, r.text)
		b, _ := json.Marshal(p.Steps)
		if s := string(b); !strings.Contains(s, r.want) || r.not != "" && strings.Contains(s, r.not) {
			t.Errorf("%q: %s; want %s and no %q", r.text, s, r.want, r.not)
		}
	}
}
