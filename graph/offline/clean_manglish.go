package offline

import "strings"

// Malaysian and Singapore English say what is on with "got" and no
// subject: "Saturday night got makan with housemates at mamak 9pm",
// "tomorrow got group meeting at library 2pm" (I have). Said after a
// time and before the thing, "got" is "I have", so the thing is read as
// the event it is, never a reminder titled "got makan …". "got" after no
// time ("got the saddles, take em off": bought), before "to" ("tomorrow
// got to call mom": must) or before a thing done ("… got it back") keeps
// its word; a time past ("yesterday got …") is no plan.

// manglishGotNotThing are the words after which "got" is no "I have".
var manglishGotNotThing = wordSet(`to it them that this these those already back home off up paid done called sent bought one nothing`)

// manglishWhen are the words besides a weekday and a clock that may
// stand before "got": a day, a part of it, the words that join them.
var manglishWhen = wordSet(`this next every each tomorrow tmr tmrw tml today tonight tonite morning afternoon evening night noon
	and on at later arvo weekend`)

// manglishGot reads the "got" of s said after a time (see above) as "I
// have"; any other s is returned as it is.
func manglishGot(s string) string {
	if !strings.Contains(lower(s), "got ") {
		return s
	}
	ws := strings.Fields(s)
	for i, w := range ws {
		lw := toLower(strings.Trim(w, ",.!?"))
		if lw == "got" {
			if i == 0 || i+1 >= len(ws) || w != "got" || manglishGotNotThing[toLower(strings.Trim(ws[i+1], ",.!?"))] {
				return s
			}
			ws[i] = "I have"
			return strings.Join(ws, " ")
		}
		if !manglishWhen[lw] && !enDayWord(lw) && !reClockSaid.MatchString(lw) && !reHourAlone.MatchString(lw) {
			return s
		}
	}
	return s
}
