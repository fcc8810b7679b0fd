# Finishes the man page swift-argument-parser's generate-manual writes
# (make install): mdoc has no blank lines (each was a warning), the example
# lines of the help texts become indented literal displays instead of running
# into the text after them, EXIT STATUS gives a11ysim's three statuses
# instead of mdoc's ">0 if an error occurs", and FILES and SEE ALSO follow.
# Usage: awk -f finish-man-page.awk generated.1 > a11ysim.1
function close_example() {
    if (in_example) { print ".Ed"; in_example = 0 }
}
/^\.Sh "?EXIT STATUS"?$/ {
    close_example()
    print ".Sh FILES"
    print ".Bl -tag -width Ds"
    print ".It Pa .a11ysim.yml"
    print "The audit configuration (rules, impacts, baseline, exclude), looked for in the working directory and its parents; see"
    print ".Fl -config ."
    print ".It Pa Scenarios/"
    print "Where"
    print ".Nm make run"
    print "looks for scenario files; any folder works the same."
    print ".El"
    print ".Sh EXIT STATUS"
    print ".Bl -tag -width Ds"
    print ".It 0"
    print "Every scenario passed; the audit found no new violation at or above"
    print ".Fl -fail-on ;"
    print "snapshots match."
    print ".It 1"
    print "A scenario failed an expectation, the audit found new violations at or above"
    print ".Fl -fail-on ,"
    print "or a snapshot check found changes."
    print ".It 2"
    print "Bad usage or input: an unknown option, a file that does not load (printed as"
    print ".Ar path : Ns Ar line : Ns Ar column : error :"
    print "with the source line), or no input selected."
    print ".El"
    print ".Sh SEE ALSO"
    print ".Xr espeak-ng 1"
    skip_exit = 1
    next
}
skip_exit && /^\.Ex/ {
    # mdoc's standard sentence; the generator's comment may follow on the same line.
    rest = $0
    sub(/^\.Ex -std/, "", rest)
    if (rest != "") print rest
    skip_exit = 0
    next
}
/^$/ { close_example(); print ".Pp"; next }
/^  / {
    if (!in_example) { print ".Bd -literal -offset indent"; in_example = 1 }
    line = $0
    sub(/^  /, "", line)
    gsub(/\\/, "\\e", line)
    print line
    next
}
{ close_example(); print }
END { close_example() }
