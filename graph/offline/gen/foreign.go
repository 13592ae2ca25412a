package gen

import (
	"slices"
	"time"
)

// Days of other tongues said inside an English or a Hebrew request (the
// table of timeparse/foreign.go): read, they mean the day they name; not
// read ("saa 8", Swahili time; "kila siku"; "vendredi prochain"), they are
// asked or declined, never kept in a title.

// foreignTimesEN are those said in an English request.
var foreignTimesEN = []timeExpr{
	{text: "demain at 9am", mean: tomorrow(9, 0)},
	{text: "demain soir at 8", mean: tomorrow(20, 0)},
	{text: "aujourd'hui at 5pm", mean: at(0, 17, 0)},
	{text: "ce soir at 9", mean: at(0, 21, 0)},
	{text: "vendredi at 10am", mean: weekdayAt(time.Friday, 10, 0, false)},
	{text: "mañana at 9am", mean: tomorrow(9, 0)},
	{text: "manana at 2pm", mean: tomorrow(14, 0)},
	{text: "hoy at 5pm", mean: at(0, 17, 0)},
	{text: "el viernes at 10am", mean: weekdayAt(time.Friday, 10, 0, false)},
	{text: "el domingo at 10am", mean: weekdayAt(time.Sunday, 10, 0, false)},
	{text: "kesho at 9am", mean: tomorrow(9, 0)},
	{text: "kesho jioni at 7", mean: tomorrow(19, 0)},
	{text: "bukra at 10am", mean: tomorrow(10, 0)},
	{text: "zavtra at 9am", mean: tomorrow(9, 0)},
	{text: "segodnya at 6pm", mean: at(0, 18, 0)},
	{text: "demain", mean: dayOnly(1), day: true},
	{text: "kesho", mean: dayOnly(1), day: true},
	{text: "saa 8", mean: vague()},
	{text: "kila siku saa 8", mean: vague()},
	{text: "vendredi prochain at 10am", mean: vague()},
	{text: "pasado mañana at 9am", mean: vague()},
}

// foreignTimesHE are those said in a Hebrew request.
var foreignTimesHE = []timeExpr{
	{text: "demain ב-9 בבוקר", mean: tomorrow(9, 0)},
	{text: "aujourd'hui ב-5 אחר הצהריים", mean: at(0, 17, 0)},
	{text: "ce soir ב-9", mean: at(0, 21, 0)},
	{text: "vendredi ב-11:00", mean: weekdayAt(time.Friday, 11, 0, false)},
	{text: "בוקרה ב-10 בבוקר", mean: tomorrow(10, 0)},
	{text: "bukra ב-9 בבוקר", mean: tomorrow(9, 0)},
	{text: "zavtra ב-8 בערב", mean: tomorrow(20, 0)},
	{text: "mañana ב-9 בבוקר", mean: tomorrow(9, 0)},
	{text: "demain", mean: dayOnly(1), day: true},
	{text: "le vendredi ב-10", mean: vague()},
	{text: "kila siku ב-8", mean: vague()},
}

// timesAllEN and timesAllHE are each tongue's times with the foreign ones.
var (
	timesAllEN = slices.Concat(timesEN, foreignTimesEN)
	timesAllHE = slices.Concat(timesHE, foreignTimesHE)
)
