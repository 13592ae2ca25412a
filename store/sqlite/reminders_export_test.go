package sqlite

// The queries whose plans the black-box tests check.
const (
	DueRemindersQuery = dueRemindersQuery
	DueDigestsQuery   = dueDigestsQuery
)
