package offline

import (
	"strings"
	"unicode"
)

// A message sent again after the line dropped says so before what it
// repeats: "sorry signal went, that was 6pm", "my connection dropped -
// make it 7", "סליחה נפלה הקליטה, זה היה ב-6 בערב". The remark asks
// nothing; what follows its mark is the message.

// lostLine are the remarks that the line, the phone or the message
// failed, in either language.
var lostLine = []string{
	"signal went", "the signal went", "my signal went", "signal dropped", "the signal dropped", "my signal dropped",
	"lost signal", "lost the signal", "lost my signal", "no signal", "bad signal", "bad reception", "lost reception",
	"connection dropped", "my connection dropped", "the connection dropped", "lost connection", "lost the connection",
	"lost my connection", "connection went", "my connection went", "internet went", "my internet went", "wifi went",
	"my wifi went", "wifi dropped", "my phone died", "phone died", "got cut off", "i got cut off", "it cut out",
	"it cut off", "message didn't send", "message didnt send", "it didn't send", "it didnt send", "didn't go through",
	"didnt go through", "it didn't go through", "it didnt go through", "that didn't go through", "that didnt go through",
	"נפלה הקליטה", "הקליטה נפלה", "נפלה לי הקליטה", "אין קליטה", "אין לי קליטה", "הייתה בעיית קליטה", "נותקתי", "התנתקתי",
	"נפל לי האינטרנט", "נפל האינטרנט", "האינטרנט נפל", "נפל לי הוויפי", "נפל לי הטלפון", "הטלפון נכבה", "נגמרה לי הסוללה",
	"ההודעה לא נשלחה", "ההודעה לא עברה", "לא נשלח", "לא עבר", "זה לא נשלח", "זה לא עבר",
}

// reLostLine is a lostLine remark that opens a message, with the mark
// that closes it: without a mark ("phone died remind me to buy a
// charger") the words may be the thing's own.
var reLostLine = compile(`^(?:` + alternation(lostLine) + `)\s*[,.!:;…\-–—]+\s*`)

// saysNo reports whether a correction's opening holds a word that says
// the last turn got it wrong: "no wait", "wait no", "אה לא".
func saysNo(lead string) bool {
	for _, w := range strings.FieldsFunc(lead, func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch w {
		case "no", "nope", "nah", "לא":
			return true
		}
	}
	return false
}
