import LessonKit

public let lesson = Lesson(
    id: "datasources",
    title: Localized(zh: "RxDataSources：分区的表格", en: "RxDataSources: tables with sections"),
    source: "001_62d64e49416536a5.txt § RxDataSources",
    summary: Localized(
        zh: "RxCocoa 自带的 rx.items 只会把一个数组绑定成一个分区。RxDataSources 补齐了表格数据源的其余部分：多个分区和分区标题，以及带动画的数据源：它比较前后两组分区，算出插入、删除、移动和更新，只把这些变化交给表格。这一课用课程目录里一个小小的 RxDataSources 替身，把变化画在模拟表格上。",
        en: "RxCocoa's own rx.items binds one array as one section. RxDataSources fills in the rest of a table's data source: several sections with headers, and an animated data source that compares the old and new sections, works out the insertions, deletions, moves and updates, and hands only those to the table. This lesson uses a small RxDataSources stand-in from its own folder and draws the changes on the headless table."
    ),
    demos: [reloadDataSource, animatedDataSource, identityDecidesTheAnimation],
    exercises: [Exercises.sections.exercise, Exercises.identity.exercise],
    standIns: ["DataSourcesStandIn.swift"]
)
