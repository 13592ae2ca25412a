package postgres

// Rebind lets the black-box tests write their own queries with ?.
func Rebind(q string) string { return rebind(q) }
