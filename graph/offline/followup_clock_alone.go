package offline

// An hour said alone right after an item was set, with what makes it a
// clock ("7 o'clock" after "remind me to put the bins out Tuesday night",
// "half past nine", "7pm"), is the item's new hour: "make it" unsaid. A
// number alone ("7") may answer a question or pick from a list and is not
// read so; a day, or anything beside the hour, is read as before.

// reClockAlone is an hour said with its clock word and nothing else.
var reClockAlone = compile(`(?i)^(?:at\s+)?(?:(?:[1-9]|1[0-2])\s*(?:o'?clock|o’clock|am|pm|a\.m\.|p\.m\.)|(?:[01]?\d|2[0-3]):[0-5]\d|` +
	`(?:half|quarter|twenty|ten|five)\s+(?:past|to|after)\s+(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|` +
	`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+o'?clock|12\s+midday|midday|noon)(?:\s+(?:then|instead|please|pls|thanks|ta|love))?[\s.!]*$`)

// clockAlone reports whether text is an hour said alone with its clock
// word (see above).
func clockAlone(text string) bool { return reClockAlone.MatchString(text) }
