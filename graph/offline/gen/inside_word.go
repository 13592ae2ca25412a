package gen

import (
	"math/rand/v2"
	"time"
)

// A Hebrew event whose title holds a word of the evening inside a longer
// word, said with a bare hour of the morning: "פליידייט בפארק ביום חמישי
// ב-10" is at 10:00, as "סרטון" holds no "סרט" and "עבירות" no "בירה".
// Beside them, the evening word itself behind its prefix letters ("לבירה
// עם דני ביום חמישי ב-9") keeps the evening.
var (
	insideTitlesHE = []string{"פליידייט בפארק", "פליידייט עם הבת של מיכל", "צילומי סרטון לבר מצווה", "סדנת סרטונים",
		"בדיקת סרטן השד", "הרצאה על עבירות מס", "סיור בעיר הבירה", "אפדייט לצוות"}
	eveningTitlesHE = []string{"לבירה עם דני", "דייט עם רוני", "מסיבת הפתעה לדנה", "ההופעה של עומר אדם", "סרט עם נועה"}
	// insideHoursHE are bare hours from 8 to 11, each with its number.
	insideHoursHE = []string{"ב-8", "בשמונה", "ב-9", "בתשע", "ב-10", "בעשר", "ב-11"}
	insideHourOf  = []int{8, 8, 9, 9, 10, 10, 11}
)

// insideWordEvent composes such an event, drawing from r alone.
func insideWordEvent(r *rand.Rand, c *Case) {
	n := fresh(c)
	i := r.IntN(len(insideHoursHE))
	h, title := insideHourOf[i], pick(r, insideTitlesHE)
	if r.IntN(3) == 0 {
		title, h = pick(r, eveningTitlesHE), insideHourOf[i]+12
	}
	n.Template = "{i} ביום חמישי {t}"
	n.Text = title + " ביום חמישי " + insideHoursHE[i]
	n.Want = Want{Has: words(title), Lacks: []string{"ביום", "חמישי", insideHoursHE[i]}, When: weekdayAt(time.Thursday, h, 0, false)(c.Now)}
	*c = n
}
