package offline

import (
	"strings"
)

// A request written as a form or an order is written puts "please" before
// the infinitive of its command: "בבקשה לקבוע לי פגישה עם מנהל הפרויקט
// ביום חמישי ב-14:00", "שלום, בבקשה להוסיף ליומן …", "אנא לרשום לי תור …".
// Once the "please" is taken off as politeness, the infinitive left would
// read as a thing to do ("לקבוע לי פגישה" a reminder); it is the command,
// so it is read as the imperative. Only the infinitives of Memo's own
// commands are (heInfinitive): "בבקשה לקנות חלב" and "בבקשה להתקשר לאמא"
// stay things to do, and an infinitive after a command ("תזכיר לי בבקשה
// לקבוע תור") is the reminder's deed, since only a "please" that opens the
// request, alone or after a greeting, is read.

// rePleaseInfinitive is a "please" opening a request, after a greeting or
// none, and the word after it.
var rePleaseInfinitive = compile(`^(?:(.{0,40}?)[,.!]\s*)?ו?(?:בבקשה|נא|אנא)\s+(\S+)(?:\s|$)`)

// pleaseInfinitive reads a command's infinitive after an opening "please"
// as the imperative (see above), or returns s as it is.
func pleaseInfinitive(s string) string {
	if !strings.Contains(s, "בבקשה") && !strings.Contains(s, "נא") {
		return s
	}
	g := rePleaseInfinitive.FindStringSubmatchIndex(s)
	if g == nil {
		return s
	}
	if g[2] >= 0 && !greets(s[g[2]:g[3]]) {
		return s // "תזכיר לי מחר, בבקשה לקבוע …": not the request's opening
	}
	imp, ok := heInfinitive[s[g[4]:g[5]]]
	if !ok {
		return s
	}
	head := ""
	if g[2] >= 0 {
		head = s[:g[3]+1] + " "
	}
	return head + imp + s[g[5]:]
}
