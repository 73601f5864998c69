/// The examples of the scene-format reference, verbatim.
enum SpecExamples {
    static let header = """
        scene "News"                 # display name; default: the file name without .scene
        canvas 390x844 @2x           # viewport in points and pixel scale 1, 2 or 3 (default 390x844 @2x)
        fps 60                       # frames per second, 1…240 (default 60)
        appearance light             # light | dark (default light)
        table plain                  # plain | grouped | inset-grouped (default plain)
        separator inset 16           # left inset in points; `separator none` hides them (default inset 16)
        font "DejaVu Sans"           # default font family for every text (default: DejaVu Sans, CJK falling back to the installed CJK font)
        animation 0.3 ease-in-out    # duration and curve of table updates (default 0.3 ease-in-out)
        select toggle                # what a row tap does: toggle | accordion | single | none (default toggle)
        highlight flash              # row tap highlight: none | flash | stay (default flash)
        update batch                 # how a state change is shown: batch | reload | reload-data (default batch)
        scroll-on-expand none        # none | top | visible: scroll the row that expands (default none)
        estimated-row-height automatic  # automatic | N | 0: see "Estimated heights" (default automatic)
        end 3.0                      # total length in seconds; default: see "Time"
        """

    static let cell = """
        cell news                          # a template named news; options may follow the name
          vstack padding 20 spacing 10
            text title font bold 20
            text summary lines 0 visible expanded
            hstack distribute equal-centering
              text date color secondary-label font 15
              symbol ellipsis tap toggle
        """

    static let rows = """
        rows news                          # rows that use template news; several blocks may follow each other
          a title "Article" summary "A summary" date "18.05.2024"
          b title "Second" summary "More" date "19.05.2024" expanded
          repeat 30 item-{i} title "Item {i}"     # ids item-0 … item-29, {i} replaced everywhere
        section "Older"                    # starts a new section with a header
        rows news
          c title "Third"
        """

    static let timeline = """
        timeline
          at 0.5 tap a                     # at an absolute time (seconds)
          after 0.8 tap a.ellipsis         # the cursor plus 0.8 s
          tap b                            # at the cursor
          wait 1                           # move the cursor on by 1 s
          longpress item-3 for 2.5         # at the cursor; the cursor does not move
          scroll to item-20 top            # top | middle | bottom
          scroll by 300 over 0.6 ease-out  # duration and curve optional (default: the scene's animation)
          expand c
          collapse c
          toggle c
          set a summary "New text"         # change a slot; the row re-lays and animates as its update says
        """

    static let complete = """
        scene "Seed 003: read more"
        canvas 390x844 @2x
        select toggle
        update batch

        cell article
          vstack padding 16 spacing 8
            hstack spacing 8
              text title font semibold 17
              spacer
              symbol chevron-down size 15 color gray rotate 0/180
            text body lines 3/0 color secondary-label

        rows article
          a title "Как развернуть ячейку" body "Высоту считает Auto Layout …"
          b title "展开单元格" body "可擴展的 Table View Cell 在各種各樣的 iOS app 里都很常見了。"
          repeat 20 r{i} title "Row {i}" body "Lorem ipsum dolor sit amet, consectetur adipiscing elit …"

        timeline
          at 0.3 tap a
          after 1 tap b
          after 1 tap a
        """
}
